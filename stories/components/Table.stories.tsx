import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { Table, type TableColumn } from '../../ui/src/components/Table';
import { onPhone } from '../viewports';

interface LabourRow {
  name: string;
  role: string;
  workHrs: number;
  travelHrs: number;
}

const rows: LabourRow[] = [
  { name: 'Kimo Alapai', role: 'Superintendent', workHrs: 8, travelHrs: 1 },
  { name: 'Rosa Delgado', role: 'Carpenter', workHrs: 8, travelHrs: 1.5 },
  { name: 'Tevita Fifita', role: 'Laborer', workHrs: 7.5, travelHrs: 1 },
];

const columns: TableColumn<LabourRow>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'role', header: 'Role', cell: (row) => row.role },
  { key: 'work', header: 'Work hours', cell: (row) => row.workHrs, numeric: true, total: (row) => row.workHrs },
  { key: 'travel', header: 'Travel hours', cell: (row) => row.travelHrs, numeric: true, total: (row) => row.travelHrs },
];

const meta = preview.meta({
  title: 'Components/Table',
  component: Table<LabourRow>,
  args: { caption: 'Labour force', columns, rows, rowKey: (row: LabourRow) => row.name },
});

export const WithTotals = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Labour force' });
    const totals = within(table).getByRole('row', { name: /Total/ });
    await expect(within(totals).getByText('23.5')).toBeVisible();
    await expect(within(totals).getByText('3.5')).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ canvas }) => {
    const totals = canvas.getByRole('row', { name: /Total/ });
    await expect(within(totals).getAllByText('0')).toHaveLength(2);
  },
});

export const ScrollsOnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: 'Labour force' });
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(frame).toHaveAttribute('tabindex', '0');
  },
});
