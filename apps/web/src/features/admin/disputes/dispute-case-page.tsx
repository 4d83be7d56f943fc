import type { AdminDisputeCase } from '@freight/domain';
import { Alert, Anchor, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DisputeCase } from '../../../shared/disputes/dispute-case';
import { paths } from '../../../shared/navigation/paths';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useCad, useDateTime } from '../components/cad';
import { Facts, person, Section } from '../components/facts-section';
import { useAdminDispute } from './disputes-api';
import { InspectionsSideBySide } from './inspections-side-by-side';
import { ResolvePanel } from './resolve-panel';

/** /admin/disputes/{id}: the case, both parties' sides, the inspections, the load's money and the decision. */
export const AdminDisputePage = () => {
  const { disputeId = '' } = useParams();
  const { t } = useTranslation('admin');
  const disputeCase = useAdminDispute(disputeId);
  usePageTitle(disputeCase.data ? disputeCase.data.load : t('disputes.case'));
  if (disputeCase.isPending) return <Loader aria-label={t('loading')} />;
  if (disputeCase.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('disputes.case')}</Title>
        <Alert color="red">{t('disputes.notFound')}</Alert>
        <Anchor component={Link} to={paths.admin.disputes.getHref()}>
          {t('disputes.back')}
        </Anchor>
      </Stack>
    );
  return <CaseDetail disputeCase={disputeCase.data} />;
};

const CaseDetail = ({ disputeCase }: { disputeCase: AdminDisputeCase }) => {
  const { t } = useTranslation(['admin', 'booking']);
  const cad = useCad();
  const dateTime = useDateTime();
  const { dispute, money } = disputeCase;
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={paths.admin.disputes.getHref()} size="sm">
        {t('disputes.back')}
      </Anchor>
      <div>
        <Title order={1}>{disputeCase.load}</Title>
        <Anchor component={Link} to={paths.admin.load.getHref({ haulId: dispute.haul_id })} size="sm">
          {t('disputes.columns.load')}
        </Anchor>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('disputes.parties')}>
          <Facts
            rows={[
              [t('disputes.columns.shipper'), person(disputeCase.shipper)],
              [t('disputes.columns.driver'), person(disputeCase.driver)],
            ]}
          />
        </Section>
        <Section title={t('disputes.money')}>
          <Facts
            rows={[
              [t('disputes.moneyRows.charged'), cad(money.charged_cad_cents)],
              [t('disputes.moneyRows.freight'), cad(money.freight_cad_cents)],
              [t('disputes.moneyRows.tax'), cad(money.tax_cad_cents)],
              [t('disputes.moneyRows.fee'), cad(money.fee_cad_cents)],
              [t('disputes.moneyRows.payout'), cad(money.payout_cad_cents)],
              [
                t('disputes.moneyRows.payoutStatus'),
                money.payout_status ? t(`disputes.payoutStatuses.${money.payout_status}`) : '—',
              ],
              [t('disputes.moneyRows.held'), cad(money.held_cad_cents)],
              [t('disputes.moneyRows.refunded'), cad(money.refunded_cad_cents)],
            ]}
          />
        </Section>
      </SimpleGrid>
      <Section title={t('disputes.report')}>
        <DisputeCase dispute={dispute} />
      </Section>
      <Section title={t('disputes.inspections')}>
        <InspectionsSideBySide haulId={dispute.haul_id} />
      </Section>
      <Section title={t('disputes.decide')}>
        {dispute.status === 'open' ? (
          <ResolvePanel disputeCase={disputeCase} />
        ) : (
          <Text size="sm">{t('disputes.decided', { date: dateTime(dispute.resolution?.resolved) })}</Text>
        )}
      </Section>
    </Stack>
  );
};
