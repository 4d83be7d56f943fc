import type { Haul } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { DriverAccessNotice } from '../../../shared/drivers/driver-access-notice';
import { accessRefusalOf } from '../../../shared/drivers/driver-standing';
import { useFormat } from '../../../shared/format/use-format';
import { type FieldErrors, fieldErrorsFromApi } from '../../../shared/forms/field-errors';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useSession } from '../../../shared/session/session-provider';
import { useNotify } from '../../../shared/ui/use-notify';
import { type BidForm, type BidFormProblem, EMPTY_BID_FORM, readBidForm } from '../bid-form';
import { usePlaceBid } from '../bids-api';

/** Which field each problem belongs to, so the message sits under it (and is read with it). */
const FIELD_OF: Record<BidFormProblem, keyof BidForm | null> = {
  missing: null,
  amount: 'amount',
  deliver_past: 'deliverDay',
  expiry: 'expiresAt',
  expiry_past: 'expiresAt',
};

/** The wire name of each form field, for the server's field errors. */
const WIRE_NAME: Record<keyof BidForm, string> = {
  amount: 'amount',
  deliverDay: 'deliver_at',
  expiresAt: 'expires_at',
  comment: 'comment',
};

/** The server's own check of spec 5 (amount or date missing), shown in the reader's language like the one made here. */
const isMissingFieldsAnswer = (error: unknown) =>
  error instanceof ApiRequestError &&
  ['amount', 'deliver_at'].some((field) => error.fieldCodes?.[field]?.some((entry) => entry.code === 'required'));

/**
 * Spec 4 and 5: an offer on a posted load, or interest kept as backup on a load another driver holds. The amount is
 * in CAD, the currency loads are priced and paid in; the deliver-by date is required with it.
 */
export const BidDialog = ({
  haul,
  mode,
  isOpen,
  onClose,
}: {
  haul: Haul;
  mode: 'offer' | 'interest';
  isOpen: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('driving');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const format = useFormat();
  const notify = useNotify();
  const { user } = useSession();
  const placeBid = usePlaceBid();
  const refusal = accessRefusalOf(placeBid.error);
  const [form, setForm] = useState<BidForm>(EMPTY_BID_FORM);
  const [problem, setProblem] = useState<BidFormProblem | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const errorOf = (field: keyof BidForm) =>
    problem && FIELD_OF[problem] === field ? t(`bid.problems.${problem}`) : serverErrors[WIRE_NAME[field]];
  const isMissing = (value: string) => problem === 'missing' && value.trim() === '';
  const edit = (field: keyof BidForm) => (event: { currentTarget: { value: string } }) =>
    setForm({ ...form, [field]: event.currentTarget.value });

  const submit = () => {
    const result = readBidForm({ form, haulId: haul.id, now: new Date() });
    setProblem(result.ok ? null : result.problem);
    setServerErrors({});
    if (!result.ok) return;
    placeBid.mutate(
      { haulId: haul.id, body: result.body },
      {
        onSuccess: () => {
          notify.success(t(mode === 'offer' ? 'bid.doneOffer' : 'bid.doneInterest'));
          setForm(EMPTY_BID_FORM);
          onClose();
        },
        onError: (error) => {
          if (isMissingFieldsAnswer(error)) setProblem('missing');
          // A refusal for the driver's standing is explained in the dialog, with the way to fix it.
          else if (!accessRefusalOf(error)) {
            setServerErrors(fieldErrorsFromApi(tFields, error));
            notify.error(translateApiError(tErrors, error));
          }
        },
      },
    );
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t(mode === 'offer' ? 'bid.titleOffer' : 'bid.titleInterest')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t(mode === 'offer' ? 'bid.explainOffer' : 'bid.explainInterest')}</Text>
        {haul.transport_rate && <Text size="sm">{t('bid.posted', { price: format.money(haul.transport_rate) })}</Text>}
        {problem === 'missing' && (
          <Alert color="red" role="alert">
            {t('bid.problems.missing')}
          </Alert>
        )}
        <TextInput
          label={t('bid.amount')}
          description={t('bid.amountHint')}
          inputMode="decimal"
          leftSection="$"
          value={form.amount}
          onChange={edit('amount')}
          error={errorOf('amount') ?? isMissing(form.amount)}
          required
        />
        <TextInput
          type="date"
          label={t('bid.deliverDay')}
          value={form.deliverDay}
          onChange={edit('deliverDay')}
          error={errorOf('deliverDay') ?? isMissing(form.deliverDay)}
          required
        />
        <TextInput
          type="datetime-local"
          label={t('bid.expiresAt')}
          description={t('bid.expiresAtHint')}
          value={form.expiresAt}
          onChange={edit('expiresAt')}
          error={errorOf('expiresAt')}
        />
        <Textarea
          label={t('bid.comment')}
          value={form.comment}
          onChange={edit('comment')}
          maxLength={2000}
          autosize
          minRows={2}
        />
        {refusal && <DriverAccessNotice standing={user?.driver ?? null} refusal={refusal} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={placeBid.isPending} onClick={submit}>
            {t(mode === 'offer' ? 'bid.confirmOffer' : 'bid.confirmInterest')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
