import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { OfficePhones } from '../../shared/ui/office-phones';
import { PlainButtonLink } from '../../shared/ui/plain-button';
import typography from '../../shared/ui/typography.module.css';
import { usePageTitle } from '../../shared/ui/use-page-title';
import classes from './route-error-page.module.css';

/**
 * Any path the router does not know (spec section 2). Drawn plain, like the route error page (decision 024): a
 * mistyped or old link is often a visit's first screen, and it then needs no Mantine stylesheet or components.
 */
export const NotFoundPage = () => {
  const { t } = useTranslation(['notFound', 'common']);
  const { pathname } = useLocation();
  usePageTitle(t('pageTitle'));

  return (
    <div className={classes.page}>
      <h1 className={`${typography.title} ${typography.h1}`}>{t('title')}</h1>
      <div className={classes.panel}>
        <p className={typography.lg}>{t('body', { path: pathname })}</p>
        <div>
          <PlainButtonLink to={paths.welcome.getHref()}>{t('common:goHome')}</PlainButtonLink>
        </div>
        <h2 className={`${typography.title} ${typography.h4}`}>{t('help')}</h2>
        <OfficePhones />
      </div>
    </div>
  );
};
