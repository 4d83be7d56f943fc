import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/session-provider';
import typography from '../../shared/ui/typography.module.css';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { QuoteSteps } from './components/quote-steps';
import classes from './quote-layout.module.css';

/**
 * The quote flow's frame: a visitor starting a quote gets a temporary account (spec section 4), so the quote, and
 * the draft it may become, have an owner to follow them into registration. Drawn plain, as the first step is, so a
 * visit opening on it needs no Mantine (decision 024); the later steps bring it.
 */
export const QuoteLayout = () => {
  const { t } = useTranslation('quoteStart');
  const { ensureVisitorAccount } = useSession();
  usePageTitle(t('title'));
  useEffect(() => {
    void ensureVisitorAccount();
  }, [ensureVisitorAccount]);

  return (
    <div className={classes.layout}>
      <h1 className={`${typography.title} ${typography.h1}`}>{t('title')}</h1>
      <QuoteSteps />
      <Outlet />
    </div>
  );
};
