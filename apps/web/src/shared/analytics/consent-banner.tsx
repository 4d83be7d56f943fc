import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/public-config-api';
import { PlainButton } from '../ui/plain-button';
import typography from '../ui/typography.module.css';
import { useConsent, writeConsent } from './consent';
import classes from './consent-banner.module.css';
import { hasAnyTracker } from './trackers';

/**
 * Asks once, before any tracker loads, whether the visitor accepts analytics and advertising measurement. Shown only
 * when the server has a tracker configured: with none there is nothing to consent to. Plain elements: it can show on
 * a first screen (decision 024).
 */
export const ConsentBanner = () => {
  const { t } = useTranslation('analytics');
  const { data: config } = usePublicConfig();
  const consent = useConsent();
  if (consent !== 'undecided' || !hasAnyTracker(config?.analytics)) return null;

  return (
    <section aria-label={t('banner.label')} className={classes.banner}>
      <p className={typography.sm}>{t('banner.text')}</p>
      <div className={classes.actions}>
        <PlainButton onClick={() => writeConsent('granted')}>{t('banner.accept')}</PlainButton>
        <PlainButton variant="default" onClick={() => writeConsent('denied')}>
          {t('banner.decline')}
        </PlainButton>
      </div>
    </section>
  );
};

/** The menu item that reopens the question ("privacy choices"); only when a tracker is configured. */
export const PrivacyChoicesItem = ({ className }: { className?: string }) => {
  const { t } = useTranslation('analytics');
  const { data: config } = usePublicConfig();
  const consent = useConsent();
  if (!hasAnyTracker(config?.analytics)) return null;
  return (
    <li>
      <button type="button" className={className} onClick={() => writeConsent('undecided')}>
        {t('settings.button')}
        {consent !== 'undecided' && ` (${t(`settings.${consent}`)})`}
      </button>
    </li>
  );
};
