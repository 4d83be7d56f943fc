import { REFERRAL_CLAIM_STATUSES, type ReferralClaimStatus } from '@freight/domain';
import { Alert, Group, Loader, NativeSelect, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-provider';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { ClaimDecisionCard } from './claim-decision-card';
import { useStaffClaims } from './referral-claims-api';

const STATUS_ORDER: ReferralClaimStatus[] = ['requested', 'approved', 'paid', 'rejected', 'available'];
const readStatus = (value: string | null): ReferralClaimStatus =>
  REFERRAL_CLAIM_STATUSES.find((status) => status === value) ?? 'requested';
const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** admin/referrals (inside the staff console's layout): referral reward claims to approve, reject or mark paid. */
export const ReferralClaimsPage = () => {
  const { t } = useTranslation('referralClaims');
  const { t: tReferral } = useTranslation('referral');
  // The console's layout lets only staff this far; the flag just keeps anyone else's browser from asking.
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = readPage(params.get('page'));
  const isStaff = user?.is_staff ?? false;
  const list = useStaffClaims({ status, page, isStaff });
  usePageTitle(t('title'));

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.count / list.data.page_size)) : 1;

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <NativeSelect
        label={t('statusFilter')}
        value={status}
        maw={280}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setParams(value === 'requested' ? {} : { status: value });
        }}
        data={STATUS_ORDER.map((value) => ({ value, label: tReferral(`claims.status.${value}`) }))}
      />
      {list.isPending && <Loader aria-label={t('loading')} />}
      {list.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {list.data && list.data.count === 0 && <Text>{t('empty')}</Text>}
      {list.data && list.data.count > 0 && (
        <>
          <Text size="sm" aria-live="polite">
            {t('count', { count: list.data.count })}
          </Text>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.results.map((item) => (
              <ClaimDecisionCard key={item.claim.id} item={item} />
            ))}
          </Stack>
          {pageCount > 1 && (
            <Group>
              <Pagination
                total={pageCount}
                value={page}
                onChange={(next) => setParams({ ...(status === 'requested' ? {} : { status }), page: String(next) })}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
};
