import type { LoadAlert } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { PlainBadge } from '../../../shared/ui/plain-badge';
import typography from '../../../shared/ui/typography.module.css';
import classes from '../search.module.css';
import type { HaulPay } from '../use-haul-pay';
import { HaulResultCard } from './haul-result-card';

type NewForYouProps = {
  alerts: LoadAlert[];
  /** The saved searches by id, to say which one found each load. */
  searchNames: Map<string, string>;
  payOf: (alert: LoadAlert) => HaulPay;
};

/** New loads matching the driver's regions or saved searches, newest first; the unseen ones marked. */
export const NewForYou = ({ alerts, searchNames, payOf }: NewForYouProps) => {
  const { t } = useTranslation('search');
  if (alerts.length === 0) return <p className={typography.text}>{t('alerts.empty')}</p>;
  return (
    <ul className={classes.list} aria-label={t('alerts.title')}>
      {alerts.map((alert) => {
        const searchName = alert.notification ? searchNames.get(alert.notification) : undefined;
        return (
          <li key={alert.id} className={classes.alert}>
            <div className={classes.alertStack}>
              <p className={`${typography.sm} ${classes.dimmed}`}>
                {!alert.seen && (
                  <PlainBadge size="sm" className={classes.newBadge}>
                    {t('alerts.new')}
                  </PlainBadge>
                )}
                {alert.reason === 'region'
                  ? t('alerts.byRegion')
                  : t('alerts.bySearch', { name: searchName || t('saved.unnamed') })}
              </p>
              <HaulResultCard load={alert.haul} pay={payOf(alert)} isListItem={false} />
            </div>
          </li>
        );
      })}
    </ul>
  );
};
