import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../shared/api/api-request-error';
import { endPageTakeOver } from '../../shared/i18n/i18n';
import { translateApiError } from '../../shared/i18n/translate-api-error';
import { PlainButton } from '../../shared/ui/plain-button';
import typography from '../../shared/ui/typography.module.css';
import { usePageTitle } from '../../shared/ui/use-page-title';
import classes from './route-error-page.module.css';

/**
 * A screen that failed to render or to load its code (for example after a deployment replaced the bundles). Part of
 * every first load (the routes' error boundary), so drawn plain, without Mantine (decision 024).
 */
export const RouteErrorPage = ({ error }: Pick<FallbackProps, 'error'>) => {
  const { t } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  usePageTitle(t('routeError.title'));

  useEffect(() => {
    console.error('Error showing this page:', error);
    // In place of a page the server drew (decision 027): nothing is left to take over, so a language picked
    // meanwhile, which waits for that, applies now.
    endPageTakeOver();
  }, [error]);

  return (
    <div className={classes.page}>
      <h1 className={`${typography.title} ${typography.h1}`}>{t('routeError.title')}</h1>
      <div className={classes.panel}>
        <p className={typography.lg}>{t('routeError.body')}</p>
        {error instanceof ApiRequestError && <p className={typography.text}>{translateApiError(tErrors, error)}</p>}
        <div>
          <PlainButton onClick={() => window.location.reload()}>{t('routeError.reload')}</PlainButton>
        </div>
      </div>
    </div>
  );
};
