import type { StaffReferralClaim } from '@freight/domain';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { ClaimStatusBadge } from '../components/claims-panel';
import { useDecideClaim } from './referral-claims-api';

const Person = ({ label, person }: { label: string; person: StaffReferralClaim['referrer'] }) => {
  const { t } = useTranslation('referralClaims');
  return (
    <Text size="sm">
      <strong>{label}:</strong> {person.name} · {person.email ?? '—'} ·{' '}
      {t(person.email_confirmed ? 'emailConfirmed' : 'emailNotConfirmed')}
    </Text>
  );
};

/** One claim as staff decide it: who, what for, how much, and the decisions its status allows. */
export const ClaimDecisionCard = ({ item }: { item: StaffReferralClaim }) => {
  const { t } = useTranslation('referralClaims');
  const { t: tErrors } = useTranslation('errors');
  const format = useFormat();
  const notify = useNotify();
  const decide = useDecideClaim();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { claim } = item;

  const send = (decision: 'approve' | 'reject' | 'paid') => {
    if (decision === 'reject' && !reason.trim()) {
      setReasonError(t('reasonRequired'));
      return;
    }
    // The decided claim leaves the queue, and its card with it, maybe before `mutate`'s own callbacks would run.
    decide
      .mutateAsync({
        claimId: claim.id,
        body: decision === 'reject' ? { decision, reason: reason.trim() } : { decision },
      })
      .then(
        () => notify.success(t(`done.${decision}`, { amount: format.money(claim.amount) })),
        (error) => notify.error(translateApiError(tErrors, error)),
      );
  };

  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>
            {format.money(claim.amount)} · {t(`reason.${claim.reason}`)}
          </Text>
          <ClaimStatusBadge status={claim.status} />
        </Group>
        <Person label={t('referrer')} person={item.referrer} />
        <Person label={t('referred')} person={item.referred} />
        <Text size="sm" c="dimmed">
          {t('earnedOn', { date: format.date(claim.created) })}
          {claim.requested_at && ` · ${t('requestedOn', { date: format.date(claim.requested_at) })}`}
        </Text>
        {claim.decision_note && <Text size="sm">{t('note', { note: claim.decision_note })}</Text>}
        {claim.status === 'requested' && !rejecting && (
          <Group>
            <Button size="sm" onClick={() => send('approve')} loading={decide.isPending}>
              {t('approve')}
            </Button>
            <Button size="sm" variant="default" color="red" onClick={() => setRejecting(true)}>
              {t('reject')}
            </Button>
          </Group>
        )}
        {claim.status === 'requested' && rejecting && (
          <Stack gap="xs">
            <Textarea
              label={t('rejectReason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonError}
              autosize
              minRows={2}
            />
            <Group>
              <Button size="sm" color="red" onClick={() => send('reject')} loading={decide.isPending}>
                {t('confirmReject')}
              </Button>
              <Button size="sm" variant="default" onClick={() => setRejecting(false)}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        {claim.status === 'approved' && (
          <div>
            <Button size="sm" onClick={() => send('paid')} loading={decide.isPending}>
              {t('markPaid')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
};
