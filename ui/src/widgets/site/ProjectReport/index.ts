export { ProjectReport, ProjectStatusBadge, type ProjectReportProps } from './ProjectReport';
export type {
  DailyReport,
  DailySummaryReport,
  HoursRow,
  ProjectSummary,
  Report,
  ReportPhoto,
  ShiftWeather,
  SubcontractorStatus,
  WeeklyReport,
} from './types';
