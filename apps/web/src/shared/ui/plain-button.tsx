import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './plain-button.module.css';
import { Spinner } from './spinner';

type Look = {
  variant?: 'filled' | 'yellow' | 'outline' | 'light' | 'white' | 'default' | 'danger';
  size?: 'xs' | 'sm' | 'lg';
};

const classNameOf = ({ variant = 'filled', size = 'sm' }: Look, extra?: string) =>
  [classes.button, variant !== 'filled' && classes[variant], size !== 'sm' && classes[size], extra]
    .filter(Boolean)
    .join(' ');

type PlainButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement> & { isLoading?: boolean };

/**
 * A button of the first screens, drawn without Mantine (decision 024) and looking like Mantine's. While loading it
 * shows a spinner and takes no second press.
 */
export const PlainButton = ({ variant, size, isLoading = false, className, children, ...props }: PlainButtonProps) => (
  <button
    type="button"
    {...props}
    className={classNameOf({ variant, size }, className)}
    aria-busy={isLoading || undefined}
    disabled={props.disabled || isLoading}
  >
    {isLoading && <Spinner size="xs" />}
    {children}
  </button>
);

/** A link that looks like a PlainButton (the welcome page's ways in). */
export const PlainButtonLink = ({ variant, size, className, ...props }: Look & LinkProps) => (
  <Link {...props} className={classNameOf({ variant, size }, className)} />
);
