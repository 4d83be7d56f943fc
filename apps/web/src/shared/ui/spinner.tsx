import classes from './spinner.module.css';

type SpinnerProps = { size?: 'xs' | 'md'; label?: string };

/** A turning ring. With a label it is a live status (as the theme makes Mantine's Loader); without, decoration. */
export const Spinner = ({ size = 'md', label }: SpinnerProps) =>
  label ? (
    <span className={`${classes.spinner} ${classes[size]}`} role="status" aria-label={label} />
  ) : (
    <span className={`${classes.spinner} ${classes[size]}`} aria-hidden="true" />
  );
