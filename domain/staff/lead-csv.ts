import type { AdminLead } from './lead-table';

type Cell = string | number | boolean | null | undefined;

/**
 * One CSV cell (RFC 4180). A text that a spreadsheet would run as a formula (starting with = + - @, a tab
 * or a carriage return) gets a leading single quote, so a visitor's form input can never execute in the
 * staff member's spreadsheet (OWASP "CSV injection"). A cell is quoted when it holds a quote, a line break,
 * or either list separator: spreadsheets in many locales split on ';' instead of ',', and a cell that
 * split there would start a new cell with whatever followed, formula guard or not. Numbers are written
 * as they are.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => Cell;
}

/** The header line, CRLF-ended as RFC 4180 and spreadsheets expect. */
export const csvHeader = <Row>(columns: readonly CsvColumn<Row>[]): string =>
  columns.map((column) => csvCell(column.header)).join(',') + '\r\n';

/** One CRLF-ended line per row, so a long export can be written a page at a time. */
export const csvLines = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',') + '\r\n').join('');

/** A header row and one line per row. */
export const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  csvHeader(columns) + csvLines(columns, rows);

/** Every field of the admin lead, in the order staff read a lead card. */
export const leadCsvColumns: CsvColumn<AdminLead>[] = [
  { header: 'ID', value: (lead) => lead.id },
  { header: 'Created', value: (lead) => lead.createdAt },
  { header: 'Updated', value: (lead) => lead.updatedAt },
  { header: 'Source', value: (lead) => lead.source },
  { header: 'Status', value: (lead) => lead.status },
  { header: 'Urgent', value: (lead) => (lead.isUrgent ? 'yes' : 'no') },
  { header: 'Urgency', value: (lead) => lead.urgency },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => lead.phone },
  { header: 'Company', value: (lead) => lead.company },
  { header: 'Location', value: (lead) => lead.location },
  { header: 'Project Type', value: (lead) => lead.projectType },
  { header: 'Estimated Value (USD)', value: (lead) => lead.estimatedValue },
  { header: 'Notes', value: (lead) => lead.notes },
];

export const leadsCsv = (leads: readonly AdminLead[]) => toCsv(leadCsvColumns, leads);
