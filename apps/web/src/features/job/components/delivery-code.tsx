import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../../../shared/ui/plain-layout.module.css';
import typography from '../../../shared/ui/typography.module.css';
import classes from './delivery-code.module.css';

/**
 * The shipper's delivery code, large (spec 4 and 6): only the shipper sees it, and the driver needs it to complete the
 * load, so it is handed over on delivery and not before: that is what proves the load arrived.
 */
export const DeliveryCode = ({ code }: { code: string }) => {
  const { t } = useTranslation('booking');
  const headingId = useId();
  return (
    <section className={`${classes.card} ${layout.stackTight}`} aria-labelledby={headingId}>
      <h2 className={`${typography.title} ${typography.h4}`} id={headingId}>
        {t('code.title')}
      </h2>
      <p className={`${typography.text} ${classes.code}`}>{code}</p>
      <p className={`${typography.text} ${layout.semibold}`}>{t('code.onlyOnDelivery')}</p>
      <p className={typography.sm}>{t('code.why')}</p>
    </section>
  );
};
