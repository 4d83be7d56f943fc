import { BASE_CURRENCY } from '@freight/domain';
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { PlainFigureTable } from '../../../shared/ui/plain-figure-table';
import { useHaulMoney } from '../money-api';
import { moneySummaryOf } from '../money-summary';

/**
 * Where the load's money is (spec 1 and 9): paid, held in escrow until delivery, released on delivery, refunded, and
 * the driver's payout, scheduled within 7 days of delivery or paid. For the shipper, the driver holding it and staff.
 */
export const MoneyPanel = ({ haulId }: { haulId: string }) => {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const money = useHaulMoney(haulId, true);
  const headingId = useId();
  const cad = (amountCents: number) => format.money({ amountCents, currency: BASE_CURRENCY });

  const heading = (
    <Title order={2} size="h4" id={headingId}>
      {t('money.title')}
    </Title>
  );
  if (money.isPending) {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
        {heading}
        <Loader size="sm" aria-label={t('money.loading')} />
      </Paper>
    );
  }
  if (money.isError) {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
        {heading}
        <Alert color="gray">{t('money.loadFailed')}</Alert>
      </Paper>
    );
  }
  const summary = moneySummaryOf(money.data);
  const { payout } = summary;
  if (summary.paidCents === 0) {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
        {heading}
        <Text size="sm">{t('money.nothingPaid')}</Text>
      </Paper>
    );
  }
  // The shipper reads what their card was charged, in the currency charged; the ledger's CAD beside it.
  const { charged } = money.data;
  const paidText =
    charged && charged.currency !== BASE_CURRENCY
      ? t('money.chargedWithCad', { amount: format.money(charged), cad: cad(summary.paidCents) })
      : cad(summary.paidCents);
  const rows = [
    { key: 'paid', label: t('money.paid'), amount: summary.paidCents },
    { key: 'held', label: t('money.held'), amount: summary.heldCents },
    { key: 'released', label: t('money.released'), amount: summary.releasedCents },
    { key: 'refunded', label: t('money.refunded'), amount: summary.refundedCents },
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        {heading}
        <PlainFigureTable
          aria-labelledby={headingId}
          rows={rows.map((row) => ({
            key: row.key,
            label: row.label,
            figure: row.key === 'paid' ? paidText : cad(row.amount),
          }))}
        />
        {payout.state === 'scheduled' && (
          <Text fw={600}>
            {t('money.payoutScheduled', { amount: cad(payout.amountCents), date: format.date(payout.dueAt) })}
          </Text>
        )}
        {payout.state === 'paid' && (
          <Text fw={600}>
            {t('money.payoutPaid', { amount: cad(payout.amountCents), date: format.date(payout.paidAt) })}
          </Text>
        )}
        {payout.state === 'held' && <Text fw={600}>{t('money.payoutHeld', { amount: cad(payout.amountCents) })}</Text>}
        {payout.state === 'cancelled' && <Text fw={600}>{t('money.payoutCancelled')}</Text>}
        {payout.state === 'failed' && (
          <Alert color="red">
            {t('money.payoutFailed', { amount: cad(payout.amountCents) })}
            {payout.failure && ` ${payout.failure}`}
          </Alert>
        )}
        {summary.heldCents > 0 && <Text size="sm">{t('money.heldExplain')}</Text>}
      </Stack>
    </Paper>
  );
};
