import { DELIVERY_CODE_LOCK_MINUTES, DELIVERY_CODE_MAX_FAILURES, type Haul } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { isLostOnTheWay, mustWaitForSignal, useSaveMove } from '../../../shared/offline/use-save-move';
import { useNotify } from '../../../shared/ui/use-notify';
import { useCompleteHaul } from '../booking-api';

/**
 * What a refusal of the code says, in the reader's language. The server's English detail counts the tries left; the
 * rule itself (how many wrong codes pause completing, for how long) is shared from packages/domain, so every language
 * can state it. Other refusals (the load moved on, no connection) say what the errors catalogue says.
 */
const codeRefusalKey = (error: unknown) => {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'delivery_code_wrong') return 'complete.wrongCode' as const;
  // Too many wrong codes: the server pauses completing the load (429) and tells the shipper.
  if (error.code === 'rate_limited') return 'complete.locked' as const;
  return error.code === 'validation_failed' ? ('complete.codeRequired' as const) : null;
};

/**
 * `job/{haulId}/complete`: the driver enters the code the shipper gives on delivery (spec 5: required). A wrong code
 * is refused with the server's message; after too many the server locks completion for a while and says so. With
 * no signal the code is saved and sent when the signal returns; the driver is told then whether it was right.
 */
export const CompleteDialog = ({ haul, isOpen, onClose }: { haul: Haul; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const complete = useCompleteHaul();
  const saveMove = useSaveMove();
  const [code, setCode] = useState('');
  const [isChecked, setChecked] = useState(false);
  const error = complete.error;
  const refusalKey = codeRefusalKey(error);
  const isEmpty = isChecked && code.trim() === '';
  // The server's refusal is announced once, in the alert below; the field is only marked.
  const codeError = isEmpty ? t('complete.codeRequired') : refusalKey !== null;
  const refusal = refusalKey
    ? t(refusalKey, { max: DELIVERY_CODE_MAX_FAILURES, minutes: DELIVERY_CODE_LOCK_MINUTES })
    : translateApiError(tErrors, error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (code.trim() === '' || complete.isPending) return;
    const saveForLater = () => {
      saveMove(haul, { kind: 'complete', code: code.trim() });
      onClose();
    };
    if (mustWaitForSignal()) {
      saveForLater();
      return;
    }
    complete.mutate(
      { haulId: haul.id, code: code.trim() },
      {
        onSuccess: () => {
          notify.success(t('complete.done'));
          onClose();
        },
        // No answer: it may have gone through; sent again later, a completion the server has counts as done.
        onError: (failure) => {
          if (isLostOnTheWay(failure)) saveForLater();
        },
      },
    );
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('complete.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('complete.explain')}</Text>
          <TextInput
            label={t('complete.code')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              complete.reset();
            }}
            error={codeError}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            required
            data-autofocus
          />
          {error && !isEmpty && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={complete.isPending}>
              {t('complete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
