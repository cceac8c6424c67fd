import { BulletList } from '@site/ui/components/BulletList';
import { Button } from '@site/ui/components/Button';
import { CallToAction } from '@site/ui/components/CallToAction';
import { CardGrid } from '@site/ui/components/CardGrid';
import { Card } from '@site/ui/components/Card';
import { Disclosure, DisclosureGroup } from '@site/ui/components/Disclosure';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { StepList } from '@site/ui/components/StepList';
import { Table } from '@site/ui/components/Table';
import { Text } from '@site/ui/components/Text';
import { TitledSection } from '@site/ui/components/TitledSection';
import { useGoBack } from '../lib/back';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/cost-plus-advantage';

export const meta = () => pageMeta('/cost-plus-advantage');

/** Runs when the page is pre-rendered: its words and photos reach the page as data, not JavaScript (docs/decisions/020). */
export const loader = async () => {
  const { costPlus } = await import('../content/cost-plus');
  return costPlus;
};

type Example = Route.ComponentProps['loaderData']['examples'][number];

/**
 * /cost-plus-advantage (docs/product.md §6.2): hero with definition, why, process, examples, when, why us, FAQ, call to
 * action.
 */
export default function CostPlusAdvantage({ loaderData: costPlus }: Route.ComponentProps) {
  const goBack = useGoBack();
  return (
    <>
      <Section aria-labelledby="cost-plus-title" tone="raised">
        <Stack gap="5" align="flex-start">
          <Button variant="ghost" size="sm" onClick={goBack}>
            ← Back
          </Button>
          <Heading level={1} size="display" id="cost-plus-title">
            {costPlus.title}
          </Heading>
          <Card tone="highlight" title="What is cost-plus?" titleLevel={2}>
            <Text size="lg">{costPlus.definition}</Text>
          </Card>
        </Stack>
      </Section>

      <TitledSection id="why-cost-plus" title="Why Cost-Plus" titleSize="xl">
        <CardGrid cards={costPlus.benefits} columns={{ phone: 1, tablet: 2, desktop: 3 }} />
      </TitledSection>

      <TitledSection id="process" title="Our Process" tone="raised" titleSize="xl">
        <StepList steps={costPlus.process} columns={{ phone: 1, tablet: 2, desktop: 4 }} />
      </TitledSection>

      <TitledSection id="examples" title="Time Saved: Examples" titleSize="xl" gap="5">
        <Table<Example>
          caption="Typical durations, cost-plus compared with conventional delivery"
          rows={costPlus.examples}
          rowKey={(row) => row.project}
          columns={[
            { key: 'project', header: 'Project', cell: (row) => row.project },
            { key: 'cost-plus', header: 'Cost-plus', cell: (row) => row.costPlus },
            { key: 'conventional', header: 'Conventional', cell: (row) => row.conventional },
          ]}
        />
      </TitledSection>

      <Section aria-labelledby="when" tone="raised">
        <Grid columns={{ phone: 1, desktop: 2 }} gap="7">
          <Stack gap="3">
            <Heading level={2} size="lg" id="when">
              When Cost-Plus Makes Sense
            </Heading>
            <BulletList items={costPlus.whenItMakesSense} />
          </Stack>
          <Stack gap="3">
            <Heading level={2} size="lg">
              Why Pacific Span Builders
            </Heading>
            <BulletList items={costPlus.whyUs} />
          </Stack>
        </Grid>
      </Section>

      <TitledSection id="faq" title="Frequently Asked Questions" width="narrow" titleSize="xl" gap="5">
        <DisclosureGroup>
          {costPlus.faq.map((item) => (
            <Disclosure key={item.question} id={item.question} title={item.question}>
              <Text>{item.answer}</Text>
            </Disclosure>
          ))}
        </DisclosureGroup>
      </TitledSection>

      <CallToAction
        title="Build With Open Books"
        text="Tell us about your project, or talk it through with a project manager first."
        actions={[
          { label: 'Start Your Project', href: '/#intake-form' },
          { label: 'Schedule Consultation', href: '/#contact' },
        ]}
      />
    </>
  );
}
