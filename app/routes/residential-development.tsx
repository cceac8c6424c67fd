import { Badge } from '@site/ui/components/Badge';
import { CallToAction } from '@site/ui/components/CallToAction';
import { CardGrid } from '@site/ui/components/CardGrid';
import { Card } from '@site/ui/components/Card';
import { FactList } from '@site/ui/components/FactList';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Table, type TableColumn } from '@site/ui/components/Table';
import { Text } from '@site/ui/components/Text';
import { TitledSection } from '@site/ui/components/TitledSection';
import { GallerySlider } from '@site/ui/widgets/site/GallerySlider';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/residential-development';
import { PageHeader } from '@site/ui/components/PageHeader';

export const meta = () => pageMeta('/residential-development');

/** Runs when the page is pre-rendered: its words and photos reach the page as data, not JavaScript (docs/decisions/020). */
export const loader = async () => {
  const { residentialImages } = await import('../content/images');
  const { residential } = await import('../content/residential');
  return { residential, residentialImages };
};

type ComparisonRow = Route.ComponentProps['loaderData']['residential']['comparison']['rows'][number];

const comparisonColumns: readonly TableColumn<ComparisonRow>[] = [
  { key: 'aspect', header: 'Aspect', cell: (row) => <strong>{row.aspect}</strong> },
  { key: 'stick', header: 'Stick framing', cell: (row) => row.stick },
  { key: 'panel', header: 'Panel construction', cell: (row) => row.panel },
];

/** /residential-development (docs/product.md §6.4): hero, 9-photo slider, stick vs panel, kits, capabilities. */
export default function ResidentialDevelopment({
  loaderData: { residential, residentialImages },
}: Route.ComponentProps) {
  const { comparison, kits, confidential, cta } = residential;
  return (
    <>
      <PageHeader title={residential.title} lead={residential.lead} back={{ href: '/', label: '← Back to Home' }} />

      <Section spacing="compact" width="narrow">
        <GallerySlider label={residential.galleryLabel} items={residentialImages} />
      </Section>

      <Section aria-labelledby="residential-approach">
        <Grid columns={{ phone: 1, desktop: 3 }} gap="6">
          {residential.sections.map((section, index) => (
            <Stack key={section.title} gap="3">
              <Heading level={2} size="lg" id={index === 0 ? 'residential-approach' : undefined}>
                {section.title}
              </Heading>
              <Text tone="muted">{section.text}</Text>
            </Stack>
          ))}
        </Grid>
      </Section>

      <TitledSection id="comparison-title" title={comparison.title} tone="raised" titleSize="xl" gap="5">
        <Table<ComparisonRow>
          caption={comparison.caption}
          rows={comparison.rows}
          rowKey={(row) => row.aspect}
          columns={comparisonColumns}
        />
      </TitledSection>

      <Section>
        <Grid columns={{ phone: 1, desktop: 2 }} gap="6">
          <Card tone="highlight" as="section" aria-labelledby="kits-title">
            <Stack gap="4" align="flex-start">
              <Badge variant="secondary">{kits.badge}</Badge>
              <Heading level={2} size="lg" id="kits-title">
                {kits.title}
              </Heading>
              <Text>{kits.text}</Text>
              <Heading level={3} size="sm">
                {kits.coverageTitle}
              </Heading>
              <FactList
                aria-label={kits.coverageTitle}
                facts={kits.coverage.map((area) => ({ label: area.state, value: area.note }))}
              />
            </Stack>
          </Card>
          <Card tone="raised" as="section" aria-labelledby="confidential-title">
            <Stack gap="3">
              <Heading level={2} size="lg" id="confidential-title">
                {confidential.title}
              </Heading>
              <Text>{confidential.text}</Text>
            </Stack>
          </Card>
        </Grid>
      </Section>

      <TitledSection id="capabilities-title" title={residential.capabilitiesTitle} tone="raised" titleSize="xl" gap="5">
        <CardGrid
          cards={residential.capabilities}
          columns={{ phone: 1, tablet: 2, desktop: 3 }}
          listLabelledBy="capabilities-title"
        />
      </TitledSection>

      <CallToAction title={cta.title} text={cta.text} actions={[{ label: cta.action, href: cta.href }]} />
    </>
  );
}
