import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './bell-button.module.css';
import { BellIcon } from './bell-icon';

type BellButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  unread: number;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The header's bell with the unread count on its corner, plain (decision 024): drawn alone until the list is wanted,
 * then as the target of the list's popover (notices-popover.tsx), which passes its own handlers and ref.
 */
export const BellButton = ({ unread, ref, className, ...props }: BellButtonProps) => {
  const { t } = useTranslation('notices');
  return (
    <span className={classes.holder}>
      <button
        type="button"
        ref={ref}
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        {...props}
        // The popover's target passes a class of its own (empty): the bell keeps its look beside it.
        className={className ? `${classes.bell} ${className}` : classes.bell}
      >
        <BellIcon />
      </button>
      {unread > 0 && (
        <span className={classes.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </span>
  );
};
