import type { Notification } from '@freight/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainBadge } from '../../../shared/ui/plain-badge';
import { PlainTab } from '../../../shared/ui/plain-tabs';
import typography from '../../../shared/ui/typography.module.css';
import { useLoadAlerts, useMarkAlertsSeen, useUnseenAlertCount } from '../load-alerts-api';
import { useHaulPay, useReaderUnits } from '../use-haul-pay';
import { NewForYou } from './new-for-you';
import { SavedSearches } from './saved-searches';

// Each reads the alerts itself, so their answer re-renders these and not the rest of the search (issue 22).

/** The "New for you" tab, with the count of unseen alerts when there are any. */
export const AlertsTab = () => {
  const { t } = useTranslation('search');
  const unseen = useUnseenAlertCount();
  return (
    <PlainTab
      value="alerts"
      rightSection={
        unseen > 0 ? (
          <PlainBadge size="sm" isCircle>
            <span aria-hidden="true">{unseen}</span>
            <span className={typography.visuallyHidden}>{t('alerts.unseen', { count: unseen })}</span>
          </PlainBadge>
        ) : null
      }
    >
      {t('tabs.alerts')}
    </PlainTab>
  );
};

/** "New for you": shown only while its tab is open, which is seeing them: the count clears, the server remembers. */
export const AlertsPanel = () => {
  const { t } = useTranslation('search');
  const alerts = useLoadAlerts();
  const units = useReaderUnits();
  const { payOf } = useHaulPay(units);
  const markSeen = useMarkAlertsSeen();
  const unseenIds = (alerts.data?.results ?? []).filter((alert) => !alert.seen).map((alert) => alert.id);
  const unseenKey = unseenIds.join();
  const hasUnseen = (alerts.data?.unseen ?? 0) > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the ids.
  useEffect(() => {
    if (hasUnseen && unseenKey) markSeen.mutate(unseenKey.split(','));
  }, [hasUnseen, unseenKey]);

  if (alerts.isPending) return <p className={typography.text}>{t('loading')}</p>;
  const searchNames = new Map((alerts.data?.notifications ?? []).map((search) => [search.id, search.name]));
  return (
    <NewForYou alerts={alerts.data?.results ?? []} searchNames={searchNames} payOf={(alert) => payOf(alert.haul)} />
  );
};

/** The driver's saved searches, each shown on the results tab when asked. */
export const SavedPanel = ({ onShow }: { onShow: (search: Notification) => void }) => {
  const { t } = useTranslation('search');
  const alerts = useLoadAlerts();
  if (alerts.isPending) return <p className={typography.text}>{t('loading')}</p>;
  return <SavedSearches searches={alerts.data?.notifications ?? []} onShow={onShow} />;
};
