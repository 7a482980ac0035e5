// A table of the console from its columns: each column's name heads it and labels its cells, so on
// phones every value shows beside its column's name (useStackedTableStyles).
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useStackedTableStyles } from './useStackedTableStyles.ts';

export interface StackedColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

export interface StackedTableProps<Row> {
  /** `false` leaves a column out (e.g. actions for a read-only role). */
  columns: readonly (StackedColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A ref for each row, e.g. its test hook (sidRef). */
  rowRef?: (row: Row) => (element: HTMLElement | null) => void;
  size?: 'small' | 'medium';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function StackedTable<Row>(props: StackedTableProps<Row>) {
  const styles = useStackedTableStyles();
  const columns = props.columns.filter((column) => column !== false);
  return (
    <Table className={styles.table} aria-label={props['aria-label']} aria-labelledby={props['aria-labelledby']} size={props.size}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.label}>{column.label}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={props.rowKey(row)} ref={props.rowRef?.(row)}>
            {columns.map((column) => (
              <TableCell key={column.label} data-label={column.label}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
