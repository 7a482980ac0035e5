// A table from its columns: each column's name heads it and labels its cells, so on phones every
// value shows beside its column's name (useStackedTableStyles). Used by the staff console and the
// member area (billing history, consent records).
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, mergeClasses, type TableHeaderCellProps } from '@fluentui/react-components';
import { useStackedTableStyles } from './useStackedTableStyles.ts';

export interface StackedColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** A class for the column's heading and cells (e.g. amounts aligned to the end). */
  className?: string;
  /** More of the heading cell, e.g. its sort state and click handler. */
  header?: Omit<TableHeaderCellProps, 'className' | 'children'>;
}

export interface StackedTableProps<Row> {
  /** `false` leaves a column out (e.g. actions for a read-only role). */
  columns: readonly (StackedColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A ref for each row, e.g. its test hook (sidRef). */
  rowRef?: (row: Row) => (element: HTMLElement | null) => void;
  size?: 'small' | 'medium';
  sortable?: boolean;
  className?: string;
  rowClassName?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function StackedTable<Row>(props: StackedTableProps<Row>) {
  const styles = useStackedTableStyles();
  const columns = props.columns.filter((column) => column !== false);
  return (
    <Table
      className={mergeClasses(styles.table, props.className)}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      size={props.size}
      sortable={props.sortable}
    >
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.label} {...column.header} className={column.className}>
              {column.label}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={props.rowKey(row)} ref={props.rowRef?.(row)} className={props.rowClassName}>
            {columns.map((column) => (
              <TableCell key={column.label} data-label={column.label} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
