import type { Haul } from '@freight/domain';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { DriverAccessNotice } from '../../../shared/drivers/driver-access-notice';
import { accessRefusalOf } from '../../../shared/drivers/driver-standing';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useSession } from '../../../shared/session/session-provider';
import { useNotify } from '../../../shared/ui/use-notify';
import { driverPayOf } from '../driver-actions';
import { useAcceptHaul } from '../haul-actions-api';

/**
 * Spec 4 and 9: the driver takes the load at its price; the shipper then confirms and prepays, and the driver is paid
 * within 7 days of delivery. When another driver was faster the server answers 409 haul_taken, and the page, read
 * again, shows the load as taken.
 */
export const AcceptDialog = ({ haul, isOpen, onClose }: { haul: Haul; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('driving');
  const { t: tErrors } = useTranslation('errors');
  const format = useFormat();
  const notify = useNotify();
  const { user } = useSession();
  const accept = useAcceptHaul();
  const pay = driverPayOf(haul);
  const refusal = accessRefusalOf(accept.error);

  const submit = () =>
    // The job's new state can take the dialog away before `mutate`'s own callbacks would run, so they follow the
    // promise.
    accept.mutateAsync({ haulId: haul.id }).then(
      () => {
        notify.success(t('accept.done'));
        onClose();
      },
      (error) => {
        // A refusal for the driver's standing is explained in the dialog, with the way to fix it.
        if (accessRefusalOf(error)) return;
        notify.error(translateApiError(tErrors, error));
        if (error instanceof ApiRequestError && error.code === 'haul_taken') onClose();
      },
    );

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('accept.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm">
        {pay && <Text fw={700}>{t('accept.price', { price: format.money(pay.shown) })}</Text>}
        <Text size="sm">{t('accept.next')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('accept.stepConfirm')}</List.Item>
          <List.Item>{t('accept.stepPickup')}</List.Item>
          <List.Item>{t('accept.stepPayout')}</List.Item>
        </List>
        {refusal && <DriverAccessNotice standing={user?.driver ?? null} refusal={refusal} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={accept.isPending} onClick={submit}>
            {t('accept.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
