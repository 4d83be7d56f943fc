import type { AdminDisputeCase, DisputeOutcome } from '@freight/domain';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApi } from '../../../shared/forms/field-errors';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useCad } from '../components/cad';
import { useResolveDispute } from './disputes-api';

/** Dollars typed by staff as CAD cents; null for nothing typed. */
const centsOf = (dollars: string | number): number | null =>
  dollars === '' ? null : Math.round(Number(dollars) * 100);

/**
 * Staff's decision on an open case: release the held payout, refund the freight in full, or refund part of it (the
 * freight before tax; its tax goes with it). A case whose payout was not held can only be released (closed).
 */
export const ResolvePanel = ({ disputeCase }: { disputeCase: AdminDisputeCase }) => {
  const { t } = useTranslation('admin');
  const { t: tFields } = useTranslation('fields');
  const { t: tErrors } = useTranslation('errors');
  const cad = useCad();
  const notify = useNotify();
  const resolve = useResolveDispute(disputeCase.dispute.id);
  const [isPartial, setPartial] = useState(false);
  const [dollars, setDollars] = useState<string | number>('');
  const isHeld = disputeCase.dispute.payout_hold === 'held';
  const amountCents = centsOf(dollars);

  const decide = (outcome: DisputeOutcome) => {
    const body = outcome === 'refund_partial' ? { outcome, amount_cad_cents: amountCents ?? 0 } : { outcome };
    // The resolved case takes this panel away, maybe before `mutate`'s own callbacks would run; a refusal shows
    // beside the fields from `resolve.error`.
    resolve.mutateAsync(body).then(
      () => notify.success(t('disputes.done')),
      () => undefined,
    );
  };
  const amountError = fieldErrorsFromApi(tFields, resolve.error).amount_cad_cents;

  return (
    <Stack gap="sm">
      <Text size="sm">{t('disputes.decideExplain')}</Text>
      {!isHeld && <Alert color="gray">{t('disputes.notHeld')}</Alert>}
      <Group gap="sm">
        <Button variant="light" loading={resolve.isPending} onClick={() => decide('release')}>
          {t('disputes.release')}
        </Button>
        {isHeld && (
          <Button color="red.9" variant="light" loading={resolve.isPending} onClick={() => decide('refund_full')}>
            {t('disputes.refundFull')}
          </Button>
        )}
        {isHeld && !isPartial && (
          <Button color="red.9" variant="outline" onClick={() => setPartial(true)}>
            {t('disputes.refundPartial')}
          </Button>
        )}
      </Group>
      {isHeld && isPartial && (
        <Stack gap="xs">
          <NumberInput
            label={t('disputes.amount')}
            description={t('disputes.amountHelp')}
            value={dollars}
            onChange={setDollars}
            min={0.01}
            max={disputeCase.money.freight_cad_cents / 100}
            decimalScale={2}
            error={amountError}
            inputMode="decimal"
          />
          <Button
            color="red.9"
            w="fit-content"
            loading={resolve.isPending}
            disabled={amountCents === null || amountCents <= 0}
            onClick={() => decide('refund_partial')}
          >
            {t('disputes.confirmRefund', { amount: cad(amountCents ?? 0) })}
          </Button>
        </Stack>
      )}
      {resolve.isError && !amountError && (
        <Alert color="red" role="alert">
          {translateApiError(tErrors, resolve.error)}
        </Alert>
      )}
    </Stack>
  );
};
