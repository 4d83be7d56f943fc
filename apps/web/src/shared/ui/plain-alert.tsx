import { type ReactNode, useId } from 'react';
import classes from './plain-alert.module.css';

type PlainAlertProps = {
  color?: 'yellow' | 'orange' | 'gray' | 'red' | 'green' | 'blue';
  title?: ReactNode;
  children?: ReactNode;
  /** A standing part of the page (the shipper's next step), a region of this name, rather than news. */
  regionLabel?: string;
};

/**
 * Mantine's light Alert drawn plain (decision 024), with its semantics: an `alert` named by its title and described by
 * its body, as Mantine's is; or a named region. For the pages that draw no Mantine component (a load's page, issue 22).
 */
export const PlainAlert = ({ color = 'blue', title, children, regionLabel }: PlainAlertProps) => {
  const id = useId();
  const className = `${classes.alert} ${classes[color]}`;
  const content = (
    <>
      {title && (
        <div id={`${id}-title`} className={classes.title}>
          {title}
        </div>
      )}
      {children && (
        <div id={`${id}-body`} className={classes.body}>
          {children}
        </div>
      )}
    </>
  );
  if (regionLabel) {
    return (
      <section className={className} aria-label={regionLabel}>
        {content}
      </section>
    );
  }
  return (
    <div
      role="alert"
      className={className}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-describedby={children ? `${id}-body` : undefined}
    >
      {content}
    </div>
  );
};
