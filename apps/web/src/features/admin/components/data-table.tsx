import type { ReactNode } from 'react';
import classes from './data-table.module.css';

type Column<Row> = {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Kept on one line (a status badge): the column takes the width it needs. */
  nowrap?: boolean;
};

const cellClass = (column: { numeric?: boolean; nowrap?: boolean }) =>
  [column.numeric && classes.numeric, column.nowrap && classes.nowrap].filter(Boolean).join(' ') || undefined;

type DataTableProps<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
};

/**
 * A table on a desktop, stacked cards on a phone (each cell labelled with its column's name), so a long list reads
 * on a small screen without scrolling sideways.
 */
export const DataTable = <Row,>({ caption, columns, rows, rowKey }: DataTableProps<Row>) => (
  <table className={classes.table}>
    <caption className={classes.caption}>{caption}</caption>
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={cellClass(column)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((column) => (
            <td key={column.key} data-label={column.label} className={cellClass(column)}>
              {column.render(row)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
);
