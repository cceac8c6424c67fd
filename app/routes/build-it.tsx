import { company } from '@site/domain/company/company';
import { Badge } from '@site/ui/components/Badge';
import { CallToAction } from '@site/ui/components/CallToAction';
import { Card } from '@site/ui/components/Card';
import { FactList } from '@site/ui/components/FactList';
import { Heading } from '@site/ui/components/Heading';
import { Link } from '@site/ui/components/Link';
import { PageHeader } from '@site/ui/components/PageHeader';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Table } from '@site/ui/components/Table';
import { Tabs } from '@site/ui/components/Tabs';
import { Text } from '@site/ui/components/Text';
import { TitledSection } from '@site/ui/components/TitledSection';
import { MethodPanel } from '@site/ui/widgets/site/MethodPanel';
import type { ComparisonRow } from '../content/build-it';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/build-it';

export const meta = () => pageMeta('/build-it');

/** Runs when the page is pre-rendered: its words and photos reach the page as data, not JavaScript (docs/decisions/020). */
export const loader = async () => {
  const { buildIt } = await import('../content/build-it');
  return buildIt;
};

/** /build-it (docs/product.md §6.6): two method tabs, the comparison, modular kits to come, and where to go next. */
export default function BuildIt({ loaderData: buildIt }: Route.ComponentProps) {
  const { modularKits, recommendation, actions } = buildIt;
  return (
    <>
      <PageHeader title={buildIt.title} lead={buildIt.intro} />

      <Section aria-label="Construction methods">
        <Tabs
          label="Construction methods"
          items={buildIt.methods.map((method) => ({
            id: method.id,
            label: method.label,
            content: <MethodPanel method={method} />,
          }))}
        />
      </Section>

      <TitledSection id="comparison-title" title="Side by Side" tone="raised" titleSize="xl" gap="5">
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
      </TitledSection>

      <Section aria-labelledby="modular-kits-title">
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
      </Section>

      <CallToAction
        title={recommendation.title}
        text={recommendation.text}
        actions={[actions.contact, actions.costPlus]}
      />

      <TitledSection
        id="manufacturer-title"
        title={actions.manufacturer.title}
        spacing="compact"
        width="narrow"
        titleSize="lg"
        gap="2"
      >
        <Text>{actions.manufacturer.text}</Text>
        <Text>
          <Link href={company.manufacturerUrl}>{actions.manufacturer.label}</Link>
        </Text>
      </TitledSection>
    </>
  );
}
