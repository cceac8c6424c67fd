import type { MediaItem } from '../media';

/** The reports' shapes (docs/product.md §6.3); the page's content fills them. */
export type SubcontractorStatus = 'Active' | 'Return' | 'Offsite';

export interface ProjectSummary {
  id: string;
  name: string;
  location: string;
  status: 'Completed';
  startDate: string;
  endDate: string;
  reportDate: string;
  type: string;
  client: string;
}

/** A site photo with its caption (the image's title). */
export type ReportPhoto = MediaItem & { id: string };

export interface WeeklyReport {
  kind: 'weekly';
  weather: { temperature: string; condition: string; humidity: string };
  client: string;
  generalContractor: string;
  superintendent: string;
  licenses: readonly string[];
  subcontractors: readonly {
    company: string;
    trade: string;
    status: SubcontractorStatus;
    work: string;
    notes: string;
  }[];
  summary: string;
  photos: readonly ReportPhoto[];
}

export interface HoursRow {
  name: string;
  workHrs: number;
  travelHrs: number;
}

export interface DailyReport {
  kind: 'daily';
  weather: { temperature: string; condition: string; pressure: string; humidity: string };
  workPerformed: readonly string[];
  subcontractorProgress: string;
  accidents: string;
  extraWork: string;
  materials: readonly string[];
  qualityControl: string;
  safety: string;
  delays: string;
  notes: string;
  labour: readonly (HoursRow & { role: string })[];
  subcontractorHours: readonly (HoursRow & { trade: string })[];
}

export interface ShiftWeather {
  period: 'Morning' | 'Noon' | 'Afternoon';
  temp: string;
  condition: string;
  wind: string;
  humidity: string;
}

export interface DailySummaryReport {
  kind: 'daily-summary';
  weather: readonly ShiftWeather[];
  workPerformed: readonly string[];
  contractor: string;
  totalHours: number;
  totalHoursToDate: number;
  projectHours: number;
  notes: readonly string[];
  preparedBy: string;
}

export type Report = WeeklyReport | DailyReport | DailySummaryReport;
