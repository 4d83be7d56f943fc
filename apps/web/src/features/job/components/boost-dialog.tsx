import { applyBoost, DEFAULT_BOOST_PERCENT, type Haul } from '@freight/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { useNotify } from '../../../shared/ui/use-notify';
import { useBoost } from '../haul-actions-api';

/** Spec 9: "a 30% boost raises the chance of finding a driver by about 50%", with the price it comes to. */
export const BoostDialog = ({ haul, isOpen, onClose }: { haul: Haul; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('job');
  const format = useFormat();
  const notify = useNotify();
  const boost = useBoost();
  const boosted = applyBoost(haul.quote.lines, DEFAULT_BOOST_PERCENT);
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('boost.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm">
        <Text>{t('boost.explain')}</Text>
        <Text fw={700}>
          {t('boost.newPrice', { price: format.money({ amountCents: boosted.shipperRateCents, currency: 'cad' }) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            loading={boost.isPending}
            onClick={() =>
              // The boosted load's new state can take the dialog away before `mutate`'s own callbacks would run.
              boost.mutateAsync(haul.id).then(
                () => {
                  notify.success(t('boost.done'));
                  onClose();
                },
                () => notify.error(t('actionFailed')),
              )
            }
          >
            {t('boost.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
