import type { ReactNode } from 'react';
import { Heading } from '../../ui/src/components/Heading';
import { Stack } from '../../ui/src/components/Stack';
import { Table, type TableColumn } from '../../ui/src/components/Table';
import { Text } from '../../ui/src/components/Text';

/**
 * The frame of a foundations page: its title, what the tokens are for, then the tables. Every table reads
 * ui/src/theme/tokens.ts, so a page can never show a value the site does not use.
 */
export function FoundationPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main>
      <Stack gap="6">
        <Stack gap="3">
          <Heading level={1} size="xl">
            {title}
          </Heading>
          <Text tone="muted">{intro}</Text>
        </Stack>
        {children}
      </Stack>
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
