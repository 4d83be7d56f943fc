import { usePagination } from '@mantine/hooks';
import classes from './plain-pagination.module.css';

type PlainPaginationProps = {
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** The accessible names of the previous and next buttons and of each page's. */
  labelOf: (control: 'previous' | 'next') => string;
  pageLabelOf: (page: number) => string;
};

const PREVIOUS = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

const Icon = ({ path, isMirrored = false }: { path: string; isMirrored?: boolean }) => (
  <svg
    viewBox="0 0 16 16"
    className={isMirrored ? `${classes.icon} ${classes.mirrored}` : classes.icon}
    aria-hidden="true"
  >
    <path d={path} fill="currentColor" />
  </svg>
);

/**
 * Mantine's Pagination (previous, the pages with one on each side of the current and the first and last, next), drawn
 * plain for the driver's search (issue 22): twelve pages of Mantine buttons were a share of the search's first render.
 * The pages shown are worked out by Mantine's own `usePagination` hook, which draws nothing.
 */
export const PlainPagination = ({ total, value, onChange, labelOf, pageLabelOf }: PlainPaginationProps) => {
  const { range } = usePagination({ total, page: value, onChange, siblings: 1, boundaries: 1 });
  return (
    <div className={classes.root}>
      <button
        type="button"
        className={classes.control}
        disabled={value <= 1}
        aria-label={labelOf('previous')}
        onClick={() => onChange(value - 1)}
      >
        <Icon path={PREVIOUS} isMirrored />
      </button>
      {range.map((page, index) =>
        page === 'dots' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: two runs of dots differ only by place.
          <div key={`dots-${index}`} className={classes.dots}>
            <Icon path={DOTS} />
          </div>
        ) : (
          <button
            key={page}
            type="button"
            className={`${classes.control} ${classes.page}`}
            data-active={page === value || undefined}
            aria-current={page === value ? 'page' : undefined}
            aria-label={pageLabelOf(page)}
            onClick={() => onChange(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className={classes.control}
        disabled={value >= total}
        aria-label={labelOf('next')}
        onClick={() => onChange(value + 1)}
      >
        <Icon path={NEXT} isMirrored />
      </button>
    </div>
  );
};
