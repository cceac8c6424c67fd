import { ButtonLink } from '@site/ui/components/Button';
import { CallToAction } from '@site/ui/components/CallToAction';
import { Card } from '@site/ui/components/Card';
import { ChoiceCards } from '@site/ui/components/ChoiceCards';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { ProjectReport, ProjectStatusBadge } from '@site/ui/widgets/site/ProjectReport';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/project-reports';
import { scrollToAnchor } from '../lib/scroll';
import { PageHeader } from '@site/ui/components/PageHeader';

export const meta = () => pageMeta('/project-reports');

/** Runs when the page is pre-rendered: its words and photos reach the page as data, not JavaScript (docs/decisions/020). */
export const loader = async () => {
  const { projectReports, reportsPage } = await import('../content/project-reports');
  return { projectReports, reportsPage };
};

const reportHeading = {
  weekly: 'Weekly Status Report',
  daily: 'Daily Report',
  'daily-summary': 'Daily Report',
} as const;

/** /project-reports (docs/product.md §6.3): a selector of three projects, the chosen one's report, a closing banner. */
export default function ProjectReports({ loaderData: { projectReports, reportsPage } }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState(projectReports[0]?.project.id ?? '');
  const selected = projectReports.find((entry) => entry.project.id === selectedId);
  const { closing } = reportsPage;

  return (
    <>
      <PageHeader title={reportsPage.title} lead={reportsPage.lead} back={{ href: '/', label: '← Back to Home' }}>
        <ButtonLink href="/intake" variant="secondary">
          Start Your Project
        </ButtonLink>
      </PageHeader>

      <Section aria-labelledby="report-title">
        <Stack gap="6">
          <ChoiceCards
            label={reportsPage.selectorLabel}
            value={selectedId}
            onChange={setSelectedId}
            options={projectReports.map(({ project, reportTitle }) => ({
              value: project.id,
              title: project.name,
              details: [project.location, reportTitle],
              badge: <ProjectStatusBadge project={project} />,
            }))}
          />
          {selected ? (
            <Card as="article" aria-labelledby="report-title">
              <Stack gap="6">
                <Stack gap="1">
                  <Heading level={2} size="lg" id="report-title">
                    {reportHeading[selected.report.kind]}: {selected.project.name}
                  </Heading>
                  <Text tone="muted">
                    {selected.project.type} · {selected.project.location}
                  </Text>
                </Stack>
                <ProjectReport project={selected.project} report={selected.report} />
              </Stack>
            </Card>
          ) : null}
        </Stack>
      </Section>

      <CallToAction
        title={closing.title}
        text={closing.text}
        actions={[
          {
            label: closing.action,
            onPress: () => {
              if (!scrollToAnchor(closing.anchor, closing.offset)) void navigate(closing.fallbackHref);
            },
          },
        ]}
      />
    </>
  );
}
