import { Badge } from '@site/ui/components/Badge';
import { BulletList } from '@site/ui/components/BulletList';
import { Button, ButtonLink } from '@site/ui/components/Button';
import { Card } from '@site/ui/components/Card';
import { ChoiceCards } from '@site/ui/components/ChoiceCards';
import { Container } from '@site/ui/components/Container';
import { FactList, type Fact } from '@site/ui/components/FactList';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Image } from '@site/ui/components/Image';
import { Inline } from '@site/ui/components/Inline';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Table, type TableColumn } from '@site/ui/components/Table';
import { Text } from '@site/ui/components/Text';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  projectReports,
  projectStatusBadge,
  reportsPage,
  subcontractorBadge,
  type DailyReport,
  type DailySummaryReport,
  type HoursRow,
  type ProjectSummary,
  type ShiftWeather,
  type WeeklyReport,
} from '../content/project-reports';
import { pageMeta } from '../lib/seo';
import { scrollToAnchor } from '../lib/scroll';
import * as styles from './project-reports.css';

export const meta = () => pageMeta('/project-reports');

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading level={3} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const statusBadge = (project: ProjectSummary) => <Badge variant={projectStatusBadge}>{project.status}</Badge>;

const overview = (project: ProjectSummary) => [
  { label: 'Client', value: project.client },
  { label: 'Location', value: project.location },
  { label: 'Project type', value: project.type },
  { label: 'Start date', value: project.startDate },
  { label: 'End date', value: project.endDate },
  { label: 'Report date', value: project.reportDate },
  { label: 'Status', value: statusBadge(project) },
];

function HoursTable<Row extends HoursRow>({
  caption,
  rows,
  second,
}: {
  caption: string;
  rows: readonly Row[];
  second: { header: string; cell: (row: Row) => string };
}) {
  return (
    <Table<Row>
      caption={caption}
      rows={rows}
      rowKey={(row) => row.name}
      columns={[
        { key: 'name', header: 'Name', cell: (row) => row.name },
        { key: 'second', header: second.header, cell: second.cell },
        { key: 'work', header: 'Work hrs', numeric: true, cell: (row) => row.workHrs, total: (row) => row.workHrs },
        {
          key: 'travel',
          header: 'Travel hrs',
          numeric: true,
          cell: (row) => row.travelHrs,
          total: (row) => row.travelHrs,
        },
      ]}
    />
  );
}

const subcontractorColumns: readonly TableColumn<WeeklyReport['subcontractors'][number]>[] = [
  { key: 'company', header: 'Company', cell: (row) => row.company },
  { key: 'trade', header: 'Trade', cell: (row) => row.trade },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <Badge variant={subcontractorBadge(row.status)}>{row.status}</Badge>,
  },
  { key: 'work', header: 'Work', cell: (row) => row.work },
  { key: 'notes', header: 'Notes', cell: (row) => row.notes },
];

function WeeklyReportView({ project, report }: { project: ProjectSummary; report: WeeklyReport }) {
  return (
    <>
      <FactList
        aria-label="Report details"
        facts={[
          { label: 'Report date', value: project.reportDate },
          { label: 'Location', value: project.location },
          { label: 'Client', value: report.client },
          { label: 'General contractor', value: report.generalContractor },
          { label: 'Superintendent', value: report.superintendent },
          {
            label: 'Weather',
            value: `${report.weather.temperature}, ${report.weather.condition}, ${report.weather.humidity} humidity`,
          },
          { label: 'Status', value: statusBadge(project) },
        ]}
      />
      <Block title="Licenses">
        <BulletList items={report.licenses} />
      </Block>
      <Table
        caption="Subcontractors"
        rows={report.subcontractors}
        rowKey={(row) => row.company}
        columns={subcontractorColumns}
      />
      <Block title="Summary">
        <Text>{report.summary}</Text>
      </Block>
      <Block title="Site Photos">
        <Grid columns={{ phone: 1, tablet: 2 }} gap="4" as="ul" role="list">
          {report.photos.map((photo) => (
            <li key={photo.id}>
              <figure className={styles.photo}>
                <Image {...photo} sizes="(min-width: 768px) 24rem, 100vw" />
                <figcaption>
                  <Text size="sm">{photo.title}</Text>
                </figcaption>
              </figure>
            </li>
          ))}
        </Grid>
      </Block>
    </>
  );
}

/**
 * Both daily reports (docs/product.md §6.3) are a project overview, work performed and status updates, plus their own
 * parts.
 */
function DailyLayout({
  project,
  weather,
  workPerformed,
  statusUpdates,
  children,
}: {
  project: ProjectSummary;
  weather: ReactNode;
  workPerformed: readonly string[];
  statusUpdates: readonly Fact[];
  children: ReactNode;
}) {
  return (
    <>
      <Block title="Project Overview">
        <FactList aria-label="Project overview" facts={overview(project)} />
      </Block>
      {weather}
      <Block title="Work Performed">
        <BulletList items={workPerformed} />
      </Block>
      <Block title="Status Updates">
        <FactList aria-label="Status updates" facts={statusUpdates} />
      </Block>
      {children}
    </>
  );
}

const shiftWeatherColumns: readonly TableColumn<ShiftWeather>[] = [
  { key: 'period', header: 'Time of day', cell: (row) => row.period },
  { key: 'temp', header: 'Temperature', cell: (row) => row.temp },
  { key: 'condition', header: 'Condition', cell: (row) => row.condition },
  { key: 'wind', header: 'Wind', cell: (row) => row.wind },
  { key: 'humidity', header: 'Humidity', cell: (row) => row.humidity },
];

function DailyReportView({ project, report }: { project: ProjectSummary; report: DailyReport }) {
  return (
    <DailyLayout
      project={project}
      workPerformed={report.workPerformed}
      weather={
        <Block title="Weather">
          <FactList
            aria-label="Weather"
            facts={[
              { label: 'Temperature', value: report.weather.temperature },
              { label: 'Condition', value: report.weather.condition },
              { label: 'Pressure', value: report.weather.pressure },
              { label: 'Humidity', value: report.weather.humidity },
            ]}
          />
        </Block>
      }
      statusUpdates={[
        { label: 'Subcontractor progress', value: report.subcontractorProgress },
        { label: 'Accidents', value: report.accidents },
        { label: 'Extra work', value: report.extraWork },
        { label: 'Quality control', value: report.qualityControl },
        { label: 'Safety', value: report.safety },
        { label: 'Delays', value: report.delays },
      ]}
    >
      <Block title="Materials & Logistics">
        <BulletList items={report.materials} />
      </Block>
      <HoursTable caption="Labour Force" rows={report.labour} second={{ header: 'Role', cell: (row) => row.role }} />
      <HoursTable
        caption="Subcontractor Hours"
        rows={report.subcontractorHours}
        second={{ header: 'Trade', cell: (row) => row.trade }}
      />
      <Block title="Additional Notes">
        <Text>{report.notes}</Text>
      </Block>
    </DailyLayout>
  );
}

const hours = (value: number) => value.toLocaleString('en-US');

function DailySummaryView({ project, report }: { project: ProjectSummary; report: DailySummaryReport }) {
  return (
    <DailyLayout
      project={project}
      workPerformed={report.workPerformed}
      weather={
        <Table caption="Weather" rows={report.weather} rowKey={(row) => row.period} columns={shiftWeatherColumns} />
      }
      statusUpdates={[
        { label: 'Contractor', value: report.contractor },
        { label: 'Hours today', value: hours(report.totalHours) },
        { label: 'Total hours to date', value: hours(report.totalHoursToDate) },
        { label: 'Project hours', value: hours(report.projectHours) },
        { label: 'Prepared by', value: report.preparedBy },
      ]}
    >
      <Block title="Project Notes">
        <BulletList items={report.notes} />
      </Block>
    </DailyLayout>
  );
}

const reportHeading = {
  weekly: 'Weekly Status Report',
  daily: 'Daily Report',
  'daily-summary': 'Daily Report',
} as const;

/** /project-reports (docs/product.md §6.3): a selector of three projects, the chosen one's report, a closing banner. */
export default function ProjectReports() {
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState(projectReports[0]?.project.id ?? '');
  const selected = projectReports.find((entry) => entry.project.id === selectedId);
  const { closing } = reportsPage;

  return (
    <>
      <Section aria-labelledby="reports-title" tone="raised">
        <Container>
          <Stack gap="5" align="flex-start">
            <ButtonLink href="/" variant="ghost" size="sm">
              ← Back to Home
            </ButtonLink>
            <Heading level={1} size="display" id="reports-title">
              {reportsPage.title}
            </Heading>
            <Text size="lg" tone="muted">
              {reportsPage.lead}
            </Text>
            <ButtonLink href="/intake" variant="secondary">
              Start Your Project
            </ButtonLink>
          </Stack>
        </Container>
      </Section>

      <Section aria-labelledby="report-title">
        <Container>
          <Stack gap="6">
            <ChoiceCards
              label={reportsPage.selectorLabel}
              value={selectedId}
              onChange={setSelectedId}
              options={projectReports.map(({ project, reportTitle }) => ({
                value: project.id,
                title: project.name,
                details: [project.location, reportTitle],
                badge: statusBadge(project),
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
                  {selected.report.kind === 'weekly' ? (
                    <WeeklyReportView project={selected.project} report={selected.report} />
                  ) : null}
                  {selected.report.kind === 'daily' ? (
                    <DailyReportView project={selected.project} report={selected.report} />
                  ) : null}
                  {selected.report.kind === 'daily-summary' ? (
                    <DailySummaryView project={selected.project} report={selected.report} />
                  ) : null}
                </Stack>
              </Card>
            ) : null}
          </Stack>
        </Container>
      </Section>

      <Section aria-labelledby="reports-closing" tone="brand">
        <Container width="narrow">
          <Stack gap="4" align="flex-start">
            <Heading level={2} size="xl" id="reports-closing">
              {closing.title}
            </Heading>
            <Text size="lg">{closing.text}</Text>
            <Inline gap="3">
              <Button
                variant="secondary"
                size="lg"
                onPress={() => {
                  if (!scrollToAnchor(closing.anchor, closing.offset)) void navigate(closing.fallbackHref);
                }}
              >
                {closing.action}
              </Button>
            </Inline>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
