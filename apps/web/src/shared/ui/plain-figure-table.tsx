import type { ReactNode } from 'react';
import classes from './plain-figure-table.module.css';

export type FigureRow = {
  key: string;
  label: ReactNode;
  figure: ReactNode;
  /** The row that sums the others (a total): its label at full weight and its figure bold. */
  isTotal?: boolean;
  testId?: string;
};

type PlainFigureTableProps = {
  rows: readonly FigureRow[];
  caption?: string;
  /** Figures aligned to the end, as a column of amounts to add up reads best. */
  alignFigures?: 'start' | 'end';
  /** Labels at normal weight except a total's, for a list of amounts whose total is the point. */
  quietLabels?: boolean;
  /** Labels shaded beside their figures (Mantine's vertical variant), or striped rows in a border. */
  look?: 'labelled' | 'striped';
  'aria-labelledby'?: string;
};

/**
 * Labelled figures, one a row (a price's parts, where a load's money is): Mantine's vertical Table drawn plain
 * (issue 22), a table still for a screen reader, each label the header of its row.
 */
export const PlainFigureTable = ({
  rows,
  caption,
  alignFigures = 'start',
  quietLabels = false,
  look = 'labelled',
  'aria-labelledby': labelledBy,
}: PlainFigureTableProps) => (
  <table
    className={look === 'striped' ? `${classes.table} ${classes.striped}` : classes.table}
    aria-labelledby={labelledBy}
  >
    {caption && <caption className={classes.caption}>{caption}</caption>}
    <tbody>
      {rows.map((row) => (
        <tr key={row.key} className={classes.row}>
          <th
            scope="row"
            className={[classes.label, quietLabels && !row.isTotal && classes.plain].filter(Boolean).join(' ')}
          >
            {row.label}
          </th>
          <td
            className={[classes.figure, alignFigures === 'end' && classes.end, row.isTotal && classes.strong]
              .filter(Boolean)
              .join(' ')}
            data-testid={row.testId}
          >
            {row.figure}
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);
