import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import classes from './visitor-notice.module.css';

/**
 * Tells visitors and temporary accounts up front that some pages need an account (spec section 2), except on the
 * login page itself.
 */
export const VisitorNotice = () => {
  const { t } = useTranslation();
  const { status } = useSession();
  const { pathname } = useLocation();
  const isGuest = status === 'visitor' || status === 'temporary';
  if (!isGuest || pathname === paths.login.path) return null;

  return (
    <div className={classes.notice}>
      <Text size="sm">{t('visitorNotice')}</Text>
      <Button component={Link} to={paths.login.getHref()} size="xs" variant="outline">
        {t('logIn')}
      </Button>
    </div>
  );
};
