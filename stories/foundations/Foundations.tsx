import type { ReactNode } from 'react';
import { PanelIntro } from '../../ui/src/components/PanelIntro';
import { Table, type TableColumn } from '../../ui/src/components/Table';

/**
 * The frame of a foundations page: its title, what the tokens are for, then the tables. Every table reads
 * ui/src/theme/tokens.ts, so a page can never show a value the site does not use.
 */
export function FoundationPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main>
      <PanelIntro level={1} title={title} intro={intro}>
        {children}
      </PanelIntro>
    </main>
  );
}

export interface TokenRow {
  name: string;
  value: string;
}

const tokenColumns = <Row extends TokenRow>(
  sample: (row: Row) => ReactNode,
  extraColumns: readonly TableColumn<Row>[],
): TableColumn<Row>[] => [
  { key: 'name', header: 'Token', cell: (row) => <code>{row.name}</code> },
  { key: 'sample', header: 'Sample', cell: sample },
  { key: 'value', header: 'Value', cell: (row) => <code>{row.value}</code> },
  ...extraColumns,
];

const noExtraColumns: readonly never[] = [];

/** One token per row: its name as code, a sample drawn with it, its raw value, and any notes. */
export function TokenTable<Row extends TokenRow>({
  caption,
  rows,
  sample,
  extraColumns = noExtraColumns,
}: {
  caption: string;
  rows: readonly Row[];
  sample: (row: Row) => ReactNode;
  extraColumns?: readonly TableColumn<Row>[];
}) {
  return (
    <Table caption={caption} columns={tokenColumns(sample, extraColumns)} rows={rows} rowKey={(row) => row.name} />
  );
}

export const tokenRows = (group: Record<string, string>, prefix: string): TokenRow[] =>
  Object.entries(group).map(([name, value]) => ({ name: `${prefix}.${name}`, value }));
