import type { ReactNode } from 'react';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** A numeric column whose values are summed into the totals row. */
  total?: (row: Row) => number;
}

export interface TableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Label of the totals row (in the first column); the row appears when any column has `total`. */
  totalLabel?: string;
  formatTotal?: (value: number) => string;
}

/** A static data table (report hours, cost figures) with a computed totals row in <tfoot>. */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totalLabel = 'Total',
  formatTotal = String,
}: TableProps<Row>) {
  const hasTotals = columns.some((column) => column.total);
  return (
    // A focusable, labelled region so keyboard users can scroll a table wider than the screen.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.frame} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(styles.headerCell, column.numeric && styles.numeric)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cx(styles.cell, column.numeric && styles.numeric)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {hasTotals ? (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" className={styles.totalCell}>
                    {totalLabel}
                  </th>
                ) : (
                  <td key={column.key} className={cx(styles.totalCell, column.numeric && styles.numeric)}>
                    {column.total ? formatTotal(sum(rows, column.total)) : null}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

const sum = <Row,>(rows: readonly Row[], value: (row: Row) => number) =>
  rows.reduce((total, row) => total + value(row), 0);
const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');
