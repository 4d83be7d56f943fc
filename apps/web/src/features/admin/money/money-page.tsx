import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useAdminMoney, useOpenPaymentRequests } from '../admin-api';
import { useCad, useDateTime } from '../components/cad';
import { DataTable } from '../components/data-table';
import { loadLink } from './load-link';
import { PayoutTable } from './payout-table';
import { Reconciliation } from './reconciliation';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
};

const Total = ({ label, value, detail }: { label: string; value: string; detail?: string }) => (
  <Paper withBorder p="sm">
    <Text size="sm">{label}</Text>
    <Text fw={700} size="lg">
      {value}
    </Text>
    {detail && <Text size="xs">{detail}</Text>}
  </Paper>
);

/** /admin/money: the ledger summed, with the check that it accounts for every payment. */
export const AdminMoneyPage = () => {
  const { t } = useTranslation(['admin', 'common']);
  const cad = useCad();
  const dateTime = useDateTime();
  const money = useAdminMoney();
  const requests = useOpenPaymentRequests();
  usePageTitle(t('money.title'));

  if (money.isPending) return <Loader aria-label={t('loading')} />;
  if (money.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  const { totals } = money.data;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('money.title')}</Title>
      <Reconciliation money={money.data} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Total label={t('money.totals.payments')} value={cad(totals.payments_cad_cents)} />
        <Total label={t('money.totals.escrow')} value={cad(totals.escrow_cad_cents)} />
        <Total
          label={t('money.totals.tax')}
          value={cad(totals.tax_held_cad_cents + totals.tax_payable_cad_cents)}
          detail={t('money.totals.taxDetail', {
            held: cad(totals.tax_held_cad_cents),
            payable: cad(totals.tax_payable_cad_cents),
          })}
        />
        <Total
          label={t('money.totals.payable')}
          value={cad(totals.payable_cad_cents)}
          detail={t('money.totals.payableDetail', {
            owed: cad(totals.payable_owed_cad_cents),
            paid: cad(totals.paid_out_cad_cents),
          })}
        />
        <Total
          label={t('money.totals.revenue')}
          value={cad(totals.revenue_cad_cents)}
          detail={t('money.totals.revenueDetail', {
            loads: cad(totals.revenue_from_loads_cad_cents),
            plans: cad(totals.revenue_from_plans_cad_cents),
          })}
        />
        <Total
          label={t('money.totals.refunds')}
          value={cad(totals.refunds_cad_cents)}
          detail={t('money.totals.refundsDetail', { pending: cad(totals.refunds_pending_cad_cents) })}
        />
      </SimpleGrid>

      <Section title={t('money.escrow')}>
        {money.data.escrow_by_haul.length === 0 ? (
          <Text size="sm">{t('money.none')}</Text>
        ) : (
          <DataTable
            caption={t('money.escrow')}
            rows={money.data.escrow_by_haul}
            rowKey={(row) => row.haul_id}
            columns={[
              {
                key: 'load',
                label: t('money.columns.load'),
                render: (row) => loadLink(row.haul_id, row.route || t('money.openLoad')),
              },
              { key: 'state', label: t('money.columns.state'), render: (row) => t(`common:haulStatus.${row.status}`) },
              { key: 'shipper', label: t('money.columns.shipper'), render: (row) => row.shipper.name },
              {
                key: 'amount',
                label: t('money.columns.held'),
                numeric: true,
                render: (row) => cad(row.amount_cad_cents),
              },
            ]}
          />
        )}
      </Section>

      <Section title={t('money.payables')}>
        {money.data.payables_by_driver.length === 0 ? (
          <Text size="sm">{t('money.none')}</Text>
        ) : (
          <DataTable
            caption={t('money.payables')}
            rows={money.data.payables_by_driver}
            rowKey={(row) => row.driver.id}
            columns={[
              { key: 'driver', label: t('money.columns.driver'), render: (row) => row.driver.name },
              { key: 'owed', label: t('money.columns.owed'), numeric: true, render: (row) => cad(row.owed_cad_cents) },
              {
                key: 'paid',
                label: t('money.columns.paidOut'),
                numeric: true,
                render: (row) => cad(row.paid_out_cad_cents),
              },
            ]}
          />
        )}
      </Section>

      <Section title={t('money.failedPayouts')}>
        <PayoutTable caption={t('money.failedPayouts')} payouts={money.data.payouts.failed} canRetry />
      </Section>
      <Section title={t('money.scheduledPayouts')}>
        <PayoutTable caption={t('money.scheduledPayouts')} payouts={money.data.payouts.scheduled} />
      </Section>
      <Section title={t('money.paidPayouts')}>
        <PayoutTable caption={t('money.paidPayouts')} payouts={money.data.payouts.paid} />
      </Section>

      <Section title={t('money.refunds')}>
        {money.data.refunds.length === 0 ? (
          <Text size="sm">{t('money.none')}</Text>
        ) : (
          <DataTable
            caption={t('money.refunds')}
            rows={money.data.refunds}
            rowKey={(row) => `${row.haul_id}-${row.created}`}
            columns={[
              {
                key: 'load',
                label: t('money.columns.load'),
                render: (row) => loadLink(row.haul_id, t('money.openLoad')),
              },
              { key: 'when', label: t('money.columns.when'), render: (row) => dateTime(row.created) },
              {
                key: 'amount',
                label: t('money.columns.amount'),
                numeric: true,
                render: (row) => cad(row.amount_cad_cents),
              },
              {
                key: 'sent',
                label: t('money.columns.toCard'),
                render: (row) => (row.sent ? t('money.refundSent') : t('money.refundPending')),
              },
            ]}
          />
        )}
      </Section>

      <Section title={t('money.unreconciled')}>
        {money.data.unreconciled_payments.length === 0 ? (
          <Text size="sm">{t('money.none')}</Text>
        ) : (
          <>
            <Text size="sm">{t('money.unreconciledNote')}</Text>
            <DataTable
              caption={t('money.unreconciled')}
              rows={money.data.unreconciled_payments}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: 'load',
                  label: t('money.columns.load'),
                  render: (row) => loadLink(row.haul_id, row.haul_id ? t('money.openLoad') : t('money.forPlan')),
                },
                { key: 'payer', label: t('money.columns.who'), render: (row) => row.payer.name || row.payer.email },
                { key: 'when', label: t('money.columns.when'), render: (row) => dateTime(row.created) },
                {
                  key: 'amount',
                  label: t('money.columns.amount'),
                  numeric: true,
                  render: (row) => cad(row.amount_cad_cents),
                },
                {
                  key: 'charged',
                  label: t('money.columns.cardCharged'),
                  render: (row) => (row.charged ? t('money.charged') : t('money.chargeUnknown')),
                },
              ]}
            />
          </>
        )}
      </Section>

      <Section title={t('money.requests')}>
        {requests.isError && <Alert color="red">{t('loadFailed')}</Alert>}
        {requests.data && requests.data.length === 0 && <Text size="sm">{t('money.none')}</Text>}
        {requests.data && requests.data.length > 0 && (
          <DataTable
            caption={t('money.requests')}
            rows={requests.data}
            rowKey={(row) => row.id}
            columns={[
              { key: 'when', label: t('money.columns.when'), render: (row) => dateTime(row.created_at) },
              {
                key: 'who',
                label: t('money.columns.who'),
                render: (row) => [row.user.name, row.user.email].filter(Boolean).join(' · '),
              },
              {
                key: 'for',
                label: t('money.columns.for'),
                render: (row) => (row.haul_id ? loadLink(row.haul_id, t('money.forLoad')) : t('money.forPlan')),
              },
              { key: 'note', label: t('money.columns.note'), render: (row) => row.note || '—' },
            ]}
          />
        )}
      </Section>
    </Stack>
  );
};
