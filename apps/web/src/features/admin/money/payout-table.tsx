import type { AdminPayout } from '@freight/domain';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useRetryPayout } from '../admin-api';
import { useCad, useDateTime } from '../components/cad';
import { DataTable } from '../components/data-table';
import { loadLink } from './load-link';

export const PayoutTable = ({
  caption,
  payouts,
  canRetry,
}: {
  caption: string;
  payouts: AdminPayout[];
  canRetry?: boolean;
}) => {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const cad = useCad();
  const dateTime = useDateTime();
  const retry = useRetryPayout();
  const notify = useNotify();
  if (payouts.length === 0) return <Text size="sm">{t('money.none')}</Text>;
  return (
    <DataTable
      caption={caption}
      rows={payouts}
      rowKey={(payout) => payout.id}
      columns={[
        { key: 'driver', label: t('money.columns.driver'), render: (payout) => payout.driver.name },
        {
          key: 'load',
          label: t('money.columns.load'),
          render: (payout) => loadLink(payout.haul_id, t('money.openLoad')),
        },
        {
          key: 'amount',
          label: t('money.columns.amount'),
          numeric: true,
          render: (payout) => cad(payout.amount_cad_cents),
        },
        {
          key: 'when',
          label: t('money.columns.when'),
          render: (payout) => dateTime(payout.paid_at ?? payout.due_at),
        },
        ...(canRetry
          ? [
              {
                key: 'failure',
                label: t('money.columns.failure'),
                render: (payout: AdminPayout) => payout.failure ?? '—',
              },
              {
                key: 'retry',
                label: t('money.columns.action'),
                render: (payout: AdminPayout) => (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={retry.isPending && retry.variables === payout.id}
                    aria-label={t('money.retryNamed', { name: payout.driver.name })}
                    onClick={() =>
                      retry.mutate(payout.id, {
                        onSuccess: () => notify.success(t('money.retried')),
                        onError: (error) => notify.error(translateApiError(tErrors, error)),
                      })
                    }
                  >
                    {t('money.retry')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
};
