import { Alert, Button, Collapse, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useRequestPayment } from '../../../shared/payment/purchase-api';
import { useNotify } from '../../../shared/ui/use-notify';

/** Spec 2 and 7: instead of a card, ask to pay another way (a cheque, a transfer); staff follow up on the request. */
export const RequestPaymentForm = ({ haulId }: { haulId: string }) => {
  const { t } = useTranslation('payment');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const request = useRequestPayment();
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const panelId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    request.mutate(
      { haul_id: haulId, note: note.trim() },
      {
        onSuccess: () => {
          notify.success(t('other.sent'));
          setOpen(false);
          setNote('');
        },
      },
    );
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="subtle" px={0} aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen(!isOpen)}>
        {t('other.open')}
      </Button>
      <Collapse expanded={isOpen} id={panelId} w="100%">
        <form onSubmit={submit} aria-label={t('other.formLabel')}>
          <Stack gap="sm">
            <Textarea
              label={t('other.note')}
              description={t('other.noteHint')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
            />
            {request.isError && (
              <Alert color="red" role="alert">
                {translateApiError(tErrors, request.error)}
              </Alert>
            )}
            <Button type="submit" variant="default" loading={request.isPending} disabled={request.isPending}>
              {t('other.send')}
            </Button>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
};
