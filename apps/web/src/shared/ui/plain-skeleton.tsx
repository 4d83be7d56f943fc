import classes from './plain-skeleton.module.css';

/** Where a part that is still loading will show, at its height (Mantine's Skeleton with `radius="md"`, plain). */
export const PlainSkeleton = ({ height }: { height: number }) => (
  <div className={classes.skeleton} style={{ height }} aria-hidden="true" />
);
