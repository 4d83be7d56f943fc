import type { LoadAlert } from '@freight/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  if (alerts.length === 0) return <Text>{t('alerts.empty')}</Text>;
  return (
    <ul className={classes.list} aria-label={t('alerts.title')}>
      {alerts.map((alert) => {
        const searchName = alert.notification ? searchNames.get(alert.notification) : undefined;
        return (
          <li key={alert.id} className={classes.alert}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {!alert.seen && (
                  <Badge size="sm" mr="xs">
                    {t('alerts.new')}
                  </Badge>
                )}
                {alert.reason === 'region'
                  ? t('alerts.byRegion')
                  : t('alerts.bySearch', { name: searchName || t('saved.unnamed') })}
              </Text>
              <HaulResultCard load={alert.haul} pay={payOf(alert)} isListItem={false} />
            </Stack>
          </li>
        );
      })}
    </ul>
  );
};
