import type { ListedBid } from '@freight/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../shared/format/use-display-settings';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { parseDollars } from '../bid-form';
import { useCounterBid } from '../bids-api';

/**
 * The shipper's one counter-offer on a bid (issue 21), in their own currency; the server keeps it in CAD at the dated
 * rate, as it does every amount on a load.
 */
export const CounterDialog = ({
  haulId,
  bid,
  onClose,
}: {
  haulId: string;
  bid: ListedBid | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('driving');
  const { t: tErrors } = useTranslation('errors');
  const format = useFormat();
  const notify = useNotify();
  const { currency } = useDisplaySettings();
  const counterBid = useCounterBid();
  const [amount, setAmount] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const close = () => {
    setAmount('');
    setIsInvalid(false);
    onClose();
  };
  const send = (chosen: ListedBid) => {
    const dollars = parseDollars(amount);
    setIsInvalid(dollars === null);
    if (dollars === null) return;
    // The offers read again can take the dialog away before `mutate`'s own callbacks would run.
    counterBid.mutateAsync({ haulId, bidId: chosen.id, body: { amount: dollars, currency } }).then(
      () => {
        notify.success(t('offers.counterSent', { name: chosen.driver.name }));
        close();
      },
      (error) => notify.error(translateApiError(tErrors, error)),
    );
  };
  return (
    <Modal
      opened={bid !== null}
      onClose={close}
      title={t('offers.counterTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {bid && (
        <Stack gap="sm">
          <Text size="sm">
            {t('offers.counterExplain', { name: bid.driver.name, price: format.money(bid.amount) })}
          </Text>
          <TextInput
            label={t('offers.counterAmount', { currency: currency.toUpperCase() })}
            description={currency === 'cad' ? undefined : t('offers.counterAmountHint')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={isInvalid && t('offers.counterProblem')}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button loading={counterBid.isPending} onClick={() => send(bid)}>
              {t('offers.counterSend')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
