import type { AdminHaulDetail } from '@freight/domain';
import { Alert, Anchor, Button, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';
import { paths } from '../../../shared/navigation/paths';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useAdminHaul } from '../admin-api';
import { useCad, useDateTime } from '../components/cad';
import { DataTable } from '../components/data-table';
import { Facts, person, Section } from '../components/facts-section';
import { CancelHaulDialog } from './cancel-haul-dialog';

/** /admin/loads/{id}: the load as staff see it, its money from the ledger, and cancel with refund. */
export const AdminHaulPage = () => {
  const { haulId = '' } = useParams();
  const { t } = useTranslation(['admin', 'common']);
  const haul = useAdminHaul(haulId);
  usePageTitle(haul.data ? haul.data.make_model || t('loads.unnamed') : t('load.title'));
  if (haul.isPending) return <Loader aria-label={t('loading')} />;
  if (haul.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('load.title')}</Title>
        <Alert color="red">{t('load.notFound')}</Alert>
        <Anchor component={Link} to={paths.admin.loads.getHref()}>
          {t('load.back')}
        </Anchor>
      </Stack>
    );
  return <LoadDetail haul={haul.data} />;
};

const LoadDetail = ({ haul }: { haul: AdminHaulDetail }) => {
  const { t } = useTranslation(['admin', 'common']);
  const cad = useCad();
  const dateTime = useDateTime();
  const format = useFormat();
  const [isCancelling, setCancelling] = useState(false);
  const { money } = haul;

  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={paths.admin.loads.getHref()} size="sm">
        {t('load.back')}
      </Anchor>
      <div>
        <Title order={1}>{haul.make_model || t('loads.unnamed')}</Title>
        <Text>
          {t('loads.route', { origin: haul.origin, destination: haul.destination })} ·{' '}
          {t(`common:haulStatus.${haul.status}`)}
        </Text>
      </div>
      {haul.can_cancel && (
        <Group>
          <Button color="red.9" variant="outline" onClick={() => setCancelling(true)}>
            {t('cancel.open')}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('load.parties')}>
          <Facts
            rows={[
              [t('loads.columns.shipper'), person(haul.shipper)],
              [t('loads.columns.driver'), person(haul.driver)],
            ]}
          />
        </Section>
        <Section title={t('load.details')}>
          <Facts
            rows={[
              [t('load.created'), dateTime(haul.created)],
              [t('load.published'), dateTime(haul.published_at)],
              [t('load.confirmed'), dateTime(haul.confirmed_at)],
              [t('load.completed'), dateTime(haul.completed_at)],
              [t('load.distance'), format.distance(haul.distance_m / 1000)],
              [
                t('load.size'),
                `${format.length(haul.load.length_m)} × ${format.length(haul.load.width_m)} × ${format.length(haul.load.height_m)}, ${format.weight(haul.load.weight_kg)}`,
              ],
              [t('load.price'), cad(haul.shipper_rate_cad_cents)],
              [t('load.driverRate'), cad(haul.transport_rate_cad_cents)],
              ...(haul.deleted_reason
                ? ([[t('load.cancelReason'), haul.deleted_elaboration || haul.deleted_reason]] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
      </SimpleGrid>
      <Section title={t('load.money')}>
        <Facts
          rows={[
            [t('load.paid'), cad(money.paid_cad_cents)],
            [t('load.escrow'), cad(money.escrow_cad_cents)],
            [t('load.released'), money.released ? t('yes') : t('no')],
            [t('load.refunded'), cad(money.refunded_cad_cents)],
            [
              t('load.payout'),
              money.payout
                ? t(`payoutStatus.${money.payout.status}`, {
                    amount: cad(money.payout.amount),
                    date: dateTime(money.payout.paid_at ?? money.payout.due_at),
                  })
                : '—',
            ],
          ]}
        />
        {haul.payments.length > 0 && (
          <DataTable
            caption={t('load.payments')}
            rows={haul.payments}
            rowKey={(payment) => payment.id}
            columns={[
              { key: 'created', label: t('load.paymentColumns.created'), render: (p) => dateTime(p.created) },
              { key: 'status', label: t('load.paymentColumns.status'), render: (p) => t(`paymentStatus.${p.status}`) },
              { key: 'card', label: t('load.paymentColumns.card'), render: (p) => p.card ?? '—' },
              {
                key: 'amount',
                label: t('load.paymentColumns.amount'),
                numeric: true,
                render: (p) => cad(p.amount_cad_cents),
              },
              {
                key: 'refunded',
                label: t('load.paymentColumns.refunded'),
                numeric: true,
                render: (p) => cad(p.refunded_cad_cents),
              },
            ]}
          />
        )}
      </Section>
      <Section title={t('load.actions')}>
        {haul.actions.length === 0 ? (
          <Text size="sm">{t('load.noActions')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {haul.actions.map((action) => (
              <List.Item key={`${action.at}-${action.action}`}>
                {t('load.action', {
                  date: dateTime(action.at),
                  staff: action.staff?.name ?? '—',
                  action: action.action,
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <CancelHaulDialog
        haulId={haul.id}
        escrowCents={money.escrow_cad_cents + money.tax_held_cad_cents}
        isOpen={isCancelling}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
};
