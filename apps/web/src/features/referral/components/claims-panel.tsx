import type { ReferralClaim, ReferralClaimStatus } from '@freight/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useRequestClaim } from '../referral-api';

/** Filled shades that keep the badge's small text at WCAG AA contrast (4.5:1). */
const CLAIM_STATUS_STYLES: Record<ReferralClaimStatus, { color: string; c?: string }> = {
  available: { color: 'blue.8' },
  requested: { color: 'yellow.4', c: 'dark.9' },
  approved: { color: 'teal.9' },
  rejected: { color: 'red.9' },
  paid: { color: 'green.9' },
};

export const ClaimStatusBadge = ({ status }: { status: ReferralClaimStatus }) => {
  const { t } = useTranslation('referral');
  return (
    <Badge variant="filled" {...CLAIM_STATUS_STYLES[status]}>
      {t(`claims.status.${status}`)}
    </Badge>
  );
};

const ClaimCard = ({ claim }: { claim: ReferralClaim }) => {
  const { t } = useTranslation('referral');
  const { t: tErrors } = useTranslation('errors');
  const format = useFormat();
  const notify = useNotify();
  const request = useRequestClaim();

  const ask = () =>
    request.mutate(claim.id, {
      onSuccess: () => notify.success(t('claims.requested')),
      onError: (error) => notify.error(translateApiError(tErrors, error)),
    });

  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={2}>
          <Text fw={700}>{format.money(claim.amount)}</Text>
          <Text size="sm">{t(`claims.reason.${claim.reason}`, { name: claim.referred_name })}</Text>
          <Text size="sm" c="dimmed">
            {t('claims.earnedOn', { date: format.date(claim.created) })}
          </Text>
          {claim.status === 'rejected' && claim.decision_note && (
            <Text size="sm">{t('claims.rejectedBecause', { reason: claim.decision_note })}</Text>
          )}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <ClaimStatusBadge status={claim.status} />
          {claim.status === 'available' && (
            <Button size="xs" onClick={ask} loading={request.isPending}>
              {t('claims.request')}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
};

/** The Claims tab: each reward earned, its status, and the way to ask for it to be paid. */
export const ClaimsPanel = ({ claims }: { claims: ReferralClaim[] }) => {
  const { t } = useTranslation('referral');
  if (claims.length === 0) return <Text>{t('claims.none')}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {claims.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} />
      ))}
    </Stack>
  );
};
