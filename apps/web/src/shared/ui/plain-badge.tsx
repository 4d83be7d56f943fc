import type { ReactNode } from 'react';
import classes from './plain-badge.module.css';

type PlainBadgeProps = {
  children: ReactNode;
  /** The primary colour (Mantine's filled Badge), the yellow of a boosted load, or a light brand or gray state. */
  look?: 'filled' | 'yellow' | 'light' | 'lightGray';
  size?: 'sm' | 'md';
  /** A round badge for a count. */
  isCircle?: boolean;
  className?: string;
};

/** Mantine's filled Badge, drawn plain (issue 22), with the theme's override: it wraps rather than cut a word. */
export const PlainBadge = ({
  children,
  look = 'filled',
  size = 'md',
  isCircle = false,
  className,
}: PlainBadgeProps) => (
  <span
    className={[
      classes.badge,
      look !== 'filled' && classes[look],
      size === 'sm' && classes.sm,
      isCircle && classes.circle,
      className,
    ]
      .filter(Boolean)
      .join(' ')}
  >
    <span className={classes.label}>{children}</span>
  </span>
);
