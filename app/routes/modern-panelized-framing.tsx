import { Badge } from '@site/ui/components/Badge';
import { BulletList } from '@site/ui/components/BulletList';
import { CallToAction } from '@site/ui/components/CallToAction';
import { Card } from '@site/ui/components/Card';
import { Container } from '@site/ui/components/Container';
import { FactList } from '@site/ui/components/FactList';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { PageHeader } from '@site/ui/components/PageHeader';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { ToggleButtonGroup } from '@site/ui/components/ToggleButtonGroup';
import { useState } from 'react';
import { panelizedFraming } from '../content/panelized-framing';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/modern-panelized-framing');

const { projectTypes } = panelizedFraming;
const typeOptions = projectTypes.map((type) => ({ value: type.id, label: type.label }));

function ProjectTypes() {
  const [selectedId, setSelectedId] = useState<string>(projectTypes[0].id);
  const selected = projectTypes.find((type) => type.id === selectedId) ?? projectTypes[0];
  return (
    <Stack gap="5">
      <ToggleButtonGroup label="Project type" options={typeOptions} value={selected.id} onChange={setSelectedId} />
      {/* Polite live region: choosing a type with the arrow keys keeps focus on the choice, so its price is read out. */}
      <Card tone="raised" padding="lg" aria-live="polite">
        <Stack gap="3">
          <Heading level={3} size="lg">
            {selected.label}
          </Heading>
          <Text size="xl" weight="bold" tone="brand">
            {selected.pricePerSqFt} per sq ft
          </Text>
          <Text>{selected.description}</Text>
          <BulletList items={selected.features} gap="1" />
        </Stack>
      </Card>
    </Stack>
  );
}

/** /modern-panelized-framing (docs/product.md §6.8): benefits, six timed steps, four project types, calls to action. */
export default function ModernPanelizedFraming() {
  const { callToAction } = panelizedFraming;
  return (
    <>
      <PageHeader title={panelizedFraming.title} lead={panelizedFraming.intro} size="display">
        <FactList variant="stats" facts={panelizedFraming.highlights} />
      </PageHeader>

      <Section aria-labelledby="benefits-title">
        <Container>
          <Stack gap="6">
            <Heading level={2} size="xl" id="benefits-title">
              Benefits
            </Heading>
            <Grid columns={{ phone: 1, tablet: 2, desktop: 3 }} gap="4">
              {panelizedFraming.benefits.map((benefit) => (
                <Card key={benefit.title} title={benefit.title}>
                  <Text tone="muted">{benefit.text}</Text>
                </Card>
              ))}
            </Grid>
          </Stack>
        </Container>
      </Section>

      <Section aria-labelledby="process-title" tone="raised">
        <Container>
          <Stack gap="6">
            <Heading level={2} size="xl" id="process-title">
              Our Process
            </Heading>
            <Grid columns={{ phone: 1, tablet: 2, desktop: 3 }} gap="5" as="ol" role="list">
              {panelizedFraming.process.map((step, index) => (
                <li key={step.title}>
                  <Stack gap="2" align="flex-start">
                    <Text tone="brand" weight="bold">
                      Step {index + 1}
                    </Text>
                    <Heading level={3} size="sm">
                      {step.title}
                    </Heading>
                    <Badge variant="outline">{step.duration}</Badge>
                    <Text tone="muted">{step.text}</Text>
                  </Stack>
                </li>
              ))}
            </Grid>
          </Stack>
        </Container>
      </Section>

      <Section aria-labelledby="project-types-title">
        <Container width="narrow">
          <Stack gap="5">
            <Heading level={2} size="xl" id="project-types-title">
              Project Types
            </Heading>
            <ProjectTypes />
          </Stack>
        </Container>
      </Section>

      <CallToAction
        title={callToAction.title}
        text={callToAction.text}
        actions={[callToAction.start, callToAction.talk]}
      />
    </>
  );
}
