import type { PayResponse } from '@freight/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApi } from '../forms/field-errors';
import { translateApiError } from '../i18n/translate-api-error';
import {
  type CardFields,
  type CardProblems,
  cardProblemsOf,
  caretAfterDigits,
  digitsBefore,
  formatCardNumber,
  readCvc,
  readExpdate,
} from './card-fields';
import { newIdempotencyKey } from './idempotency-key';
import { joinSentences } from './join-sentences';
import { needsNewKey, type PaymentOutcome, paymentOutcomeOf } from './payment-outcome';

const EMPTY: CardFields = { pan: '', expdate: '', cvc: '' };

/** Reformats the number as typed and puts the caret back after the digit it followed (not at the end). */
const onCardNumberChange = (event: ChangeEvent<HTMLInputElement>, setPan: (pan: string) => void) => {
  const input = event.currentTarget;
  const typed = input.value;
  const formatted = formatCardNumber(typed);
  const caret = caretAfterDigits(formatted, digitsBefore(typed, input.selectionStart ?? typed.length));
  setPan(formatted);
  requestAnimationFrame(() => {
    if (document.activeElement === input) input.setSelectionRange(caret, caret);
  });
};

/** One attempt's card and key as `POST /purchase/pay/` takes them; the caller's purchase fields are added to it. */
export type CardAttempt = CardFields & { idempotency_key: string };

type CardFormProps<Purchase> = {
  /** What is bought: sent with every attempt, e.g. `{ haul_id }` or `{ driver: true, level }`. */
  purchase: Purchase;
  /** The caller's `POST /purchase/pay/` mutation, which knows what to refresh after its kind of purchase. */
  pay: UseMutationResult<PayResponse, unknown, CardAttempt & Purchase>;
  submitLabel: string;
  onPaid: () => void;
};

/**
 * The card form of `POST /purchase/pay/` (spec 3 and 5): number (non-digits stripped, spaced in fours), expiry MMYY
 * and CVC, with the browser's card autofill. One idempotency key per attempt, made once and kept in state: a double
 * submit, a retry after a lost connection or an unanswered gateway all reuse it, so the card is never charged twice.
 * Only a settled decline makes a new one, so that another card can be tried. Shared by a load's prepayment and a
 * driver's plan, which differ only in `purchase` and the mutation.
 */
export const CardForm = <Purchase extends object>({ purchase, pay, submitLabel, onPaid }: CardFormProps<Purchase>) => {
  const { t } = useTranslation('payment');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const [card, setCard] = useState<CardFields>(EMPTY);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [isChecked, setChecked] = useState(false);
  const problems: CardProblems = isChecked ? cardProblemsOf(card, new Date()) : {};
  // The server's own check stands in when it refused something the form let through (an expired card, say).
  const serverErrors = fieldErrorsFromApi(tFields, pay.error);
  const problemText = (field: keyof CardFields) => {
    const problem = problems[field];
    return problem ? t(`card.problems.${field}.${problem}`) : serverErrors[field];
  };
  const update = (field: keyof CardFields) => (value: string) => setCard((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (pay.isPending || Object.keys(cardProblemsOf(card, new Date())).length > 0) return;
    pay.mutate(
      { ...purchase, pan: card.pan, expdate: card.expdate, cvc: card.cvc, idempotency_key: idempotencyKey },
      {
        onSuccess: (answer) => {
          const read = paymentOutcomeOf(answer);
          setOutcome(read);
          if (needsNewKey(read)) setIdempotencyKey(newIdempotencyKey());
          if (read.kind === 'paid') onPaid();
        },
        onError: () => setOutcome(null),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('card.formLabel')}>
      <Stack gap="sm">
        <TextInput
          label={t('card.number')}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 5678 9012 3456"
          value={card.pan}
          onChange={(event) => onCardNumberChange(event, update('pan'))}
          error={problemText('pan')}
          required
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('card.expiry')}
            description={t('card.expiryHint')}
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('card.expiryPlaceholder')}
            maxLength={5}
            value={card.expdate}
            onChange={(event) => update('expdate')(readExpdate(event.currentTarget.value))}
            error={problemText('expdate')}
            required
          />
          <TextInput
            label={t('card.cvc')}
            description={t('card.cvcHint')}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            value={card.cvc}
            onChange={(event) => update('cvc')(readCvc(event.currentTarget.value))}
            error={problemText('cvc')}
            required
          />
        </Group>
        {outcome?.kind === 'declined' && (
          <Alert color="red" role="alert" title={t('result.failedTitle')}>
            {joinSentences(t('result.failed', { said: outcome.said }))}
          </Alert>
        )}
        {outcome?.kind === 'no_response' && (
          <Alert color="yellow" role="alert" title={t('result.failedTitle')}>
            {joinSentences(t('result.noResponse'), t('result.retrySafe'))}
          </Alert>
        )}
        {pay.isError && (
          <Alert color="red" role="alert">
            {joinSentences(translateApiError(tErrors, pay.error), t('result.retrySafe'))}
          </Alert>
        )}
        <Button type="submit" loading={pay.isPending} disabled={pay.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
};
