import type { ReactNode } from 'react';
import classes from './plain-notice.module.css';

type PlainNoticeProps = { title?: string; children: ReactNode; actions?: ReactNode };

/** A yellow notice with an optional title and buttons, as Mantine's light Alert draws it, without Mantine. */
export const PlainNotice = ({ title, children, actions }: PlainNoticeProps) => (
  <div className={classes.notice}>
    {title && <p className={classes.title}>{title}</p>}
    <p className={classes.body}>{children}</p>
    {actions && <div className={classes.actions}>{actions}</div>}
  </div>
);
