export { LeadTable, type LeadTableProps, type LeadTableSort } from './LeadTable';
