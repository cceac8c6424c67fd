import { company } from '@site/domain/company';
import { Badge } from '@site/ui/components/Badge';
import { BulletList } from '@site/ui/components/BulletList';
import { CallToAction } from '@site/ui/components/CallToAction';
import { Card } from '@site/ui/components/Card';
import { Container } from '@site/ui/components/Container';
import { FactList } from '@site/ui/components/FactList';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Image } from '@site/ui/components/Image';
import { Link } from '@site/ui/components/Link';
import { PageHeader } from '@site/ui/components/PageHeader';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Table } from '@site/ui/components/Table';
import { Tabs } from '@site/ui/components/Tabs';
import { Text } from '@site/ui/components/Text';
import { buildIt, type ComparisonRow, type ConstructionMethod } from '../content/build-it';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/build-it');

function MethodPanel({ method }: { method: ConstructionMethod }) {
  const facts = [
    { title: 'Timeline', text: method.timeline },
    { title: 'Pricing', text: method.pricing },
    { title: 'Weather Impact', text: method.weatherImpact },
    { title: 'Quality Control', text: method.qualityControl },
  ];
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading level={2} size="lg">
          {method.label}
        </Heading>
        <Text size="lg" tone="muted">
          {method.summary}
        </Text>
      </Stack>
      <Grid columns={{ phone: 1, tablet: 2 }} gap="5">
        <Card title="Advantages">
          <BulletList items={method.advantages} />
        </Card>
        <Card title="Considerations">
          <BulletList items={method.considerations} />
        </Card>
      </Grid>
      <Grid columns={{ phone: 1, tablet: 2, desktop: 4 }} gap="4">
        {facts.map((fact) => (
          <Card key={fact.title} title={fact.title} tone="raised">
            <Text>{fact.text}</Text>
          </Card>
        ))}
      </Grid>
      <Stack gap="3">
        <Heading level={3} size="md">
          Photos
        </Heading>
        <Grid columns={{ phone: 1, tablet: 3 }} gap="4" as="ul" role="list">
          {method.photos.map((photo) => (
            <li key={photo.id}>
              <Stack gap="2">
                <Image {...photo} sizes="(min-width: 768px) 33vw, 100vw" />
                <Text size="sm" tone="muted">
                  {photo.title}
                </Text>
              </Stack>
            </li>
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}

/** /build-it (docs/product.md §6.6): two method tabs, the comparison, modular kits to come, and where to go next. */
export default function BuildIt() {
  const { modularKits, recommendation, actions } = buildIt;
  return (
    <>
      <PageHeader title={buildIt.title} lead={buildIt.intro} />

      <Section aria-label="Construction methods">
        <Container>
          <Tabs
            label="Construction methods"
            items={buildIt.methods.map((method) => ({
              id: method.id,
              label: method.label,
              content: <MethodPanel method={method} />,
            }))}
          />
        </Container>
      </Section>

      <Section aria-labelledby="comparison-title" tone="raised">
        <Container>
          <Stack gap="5">
            <Heading level={2} size="xl" id="comparison-title">
              Side by Side
            </Heading>
            <Table<ComparisonRow>
              caption="Stick construction compared with panel construction"
              rows={buildIt.comparison}
              rowKey={(row) => row.aspect}
              columns={[
                { key: 'aspect', header: 'Aspect', cell: (row) => row.aspect },
                { key: 'stick', header: 'Stick Construction', cell: (row) => row.stick },
                { key: 'panel', header: 'Panel Construction', cell: (row) => row.panel },
              ]}
            />
          </Stack>
        </Container>
      </Section>

      <Section aria-labelledby="modular-kits-title">
        <Container>
          <Card tone="highlight" padding="lg">
            <Stack gap="4">
              <div>
                <Badge variant="warning">{modularKits.badge}</Badge>
              </div>
              <Heading level={2} size="xl" id="modular-kits-title">
                {modularKits.title}
              </Heading>
              <Text size="lg">{modularKits.text}</Text>
              <FactList variant="stats" facts={modularKits.figures} />
            </Stack>
          </Card>
        </Container>
      </Section>

      <CallToAction
        title={recommendation.title}
        text={recommendation.text}
        actions={[actions.contact, actions.costPlus]}
      />

      <Section aria-labelledby="manufacturer-title" spacing="compact">
        <Container width="narrow">
          <Stack gap="2">
            <Heading level={2} size="lg" id="manufacturer-title">
              {actions.manufacturer.title}
            </Heading>
            <Text>{actions.manufacturer.text}</Text>
            <Text>
              <Link href={company.manufacturerUrl}>{actions.manufacturer.label}</Link>
            </Text>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
