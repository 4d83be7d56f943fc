import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { useQuoteDraft } from '../quote-draft';
import classes from './quote-steps.module.css';

/** The quote flow's tabs (spec 2: From, To, Load, Quote); a tab opens once the steps before it are done. */
export const QuoteSteps = () => {
  const { t } = useTranslation('quoteStart');
  const { pathname } = useLocation();
  const draft = useQuoteDraft();
  const hasPlaces = draft.origin !== null && draft.destination !== null;
  const steps = [
    { key: 'from', href: paths.quote.origin.getHref(), on: [paths.quote.origin.path], open: true },
    {
      key: 'to',
      href: paths.quote.destination.getHref(),
      on: [paths.quote.destination.path, paths.quote.confirm.path],
      open: draft.origin !== null,
    },
    { key: 'load', href: paths.quote.load.getHref(), on: [paths.quote.load.path], open: hasPlaces },
    { key: 'quote', href: paths.quote.root.getHref(), on: [paths.quote.root.path], open: draft.haulId !== null },
  ] as const;

  return (
    <nav aria-label={t('steps.label')}>
      <ol className={classes.steps}>
        {steps.map((step, index) => {
          const isCurrent = step.on.some((path) => matchPath({ path, end: true }, pathname));
          const label = `${index + 1}. ${t(`steps.${step.key}`)}`;
          return (
            <li key={step.key} className={classes.step}>
              {step.open ? (
                <Link to={step.href} className={classes.link} aria-current={isCurrent ? 'step' : undefined}>
                  {label}
                </Link>
              ) : (
                <span className={classes.link} aria-disabled="true">
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
