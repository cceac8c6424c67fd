import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../../../components/Badge';
import { BulletList } from '../../../components/BulletList';
import { FactList, type Fact } from '../../../components/FactList';
import { Grid } from '../../../components/Grid';
import { Image } from '../../../components/Image';
import { Subsection } from '../../../components/Subsection';
import { Table, type TableColumn } from '../../../components/Table';
import { Text } from '../../../components/Text';
import * as styles from './ProjectReport.css';
import type {
  DailyReport,
  DailySummaryReport,
  HoursRow,
  ProjectSummary,
  Report,
  ShiftWeather,
  SubcontractorStatus,
  WeeklyReport,
} from './types';

/** Status badges (docs/product.md §6.3): projects read 'Completed' in the default tone; subcontractors by status. */
const subcontractorBadge: Record<SubcontractorStatus, BadgeVariant> = {
  Active: 'default',
  Return: 'secondary',
  Offsite: 'outline',
};

export function ProjectStatusBadge({ project }: { project: ProjectSummary }) {
  return <Badge variant="default">{project.status}</Badge>;
}

const overview = (project: ProjectSummary): Fact[] => [
  { label: 'Client', value: project.client },
  { label: 'Location', value: project.location },
  { label: 'Project type', value: project.type },
  { label: 'Start date', value: project.startDate },
  { label: 'End date', value: project.endDate },
  { label: 'Report date', value: project.reportDate },
  { label: 'Status', value: <ProjectStatusBadge project={project} /> },
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
    cell: (row) => <Badge variant={subcontractorBadge[row.status]}>{row.status}</Badge>,
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
          { label: 'Status', value: <ProjectStatusBadge project={project} /> },
        ]}
      />
      <Subsection title="Licenses">
        <BulletList items={report.licenses} />
      </Subsection>
      <Table
        caption="Subcontractors"
        rows={report.subcontractors}
        rowKey={(row) => row.company}
        columns={subcontractorColumns}
      />
      <Subsection title="Summary">
        <Text>{report.summary}</Text>
      </Subsection>
      <Subsection title="Site Photos">
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
      </Subsection>
    </>
  );
}

/** Both daily reports are a project overview, work performed and status updates, plus their own parts. */
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
      <Subsection title="Project Overview">
        <FactList aria-label="Project overview" facts={overview(project)} />
      </Subsection>
      {weather}
      <Subsection title="Work Performed">
        <BulletList items={workPerformed} />
      </Subsection>
      <Subsection title="Status Updates">
        <FactList aria-label="Status updates" facts={statusUpdates} />
      </Subsection>
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
        <Subsection title="Weather">
          <FactList
            aria-label="Weather"
            facts={[
              { label: 'Temperature', value: report.weather.temperature },
              { label: 'Condition', value: report.weather.condition },
              { label: 'Pressure', value: report.weather.pressure },
              { label: 'Humidity', value: report.weather.humidity },
            ]}
          />
        </Subsection>
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
      <Subsection title="Materials & Logistics">
        <BulletList items={report.materials} />
      </Subsection>
      <HoursTable caption="Labour Force" rows={report.labour} second={{ header: 'Role', cell: (row) => row.role }} />
      <HoursTable
        caption="Subcontractor Hours"
        rows={report.subcontractorHours}
        second={{ header: 'Trade', cell: (row) => row.trade }}
      />
      <Subsection title="Additional Notes">
        <Text>{report.notes}</Text>
      </Subsection>
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
      <Subsection title="Project Notes">
        <BulletList items={report.notes} />
      </Subsection>
    </DailyLayout>
  );
}

export interface ProjectReportProps {
  project: ProjectSummary;
  report: Report;
}

/**
 * The body of one project's report (docs/product.md §6.3): a weekly status report (details, licences,
 * subcontractors, summary, site photos), a daily report (overview, weather, work, status, materials, labour
 * and subcontractor hours, notes) or a daily summary (overview, weather by shift, work, hours, notes). The
 * page puts it inside its card under the report's heading.
 */
export function ProjectReport({ project, report }: ProjectReportProps) {
  switch (report.kind) {
    case 'weekly':
      return <WeeklyReportView project={project} report={report} />;
    case 'daily':
      return <DailyReportView project={project} report={report} />;
    case 'daily-summary':
      return <DailySummaryView project={project} report={report} />;
  }
}
