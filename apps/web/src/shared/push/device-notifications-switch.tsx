import { Button, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../i18n/translate-api-error';
import { useNotify } from '../ui/use-notify';
import type { DevicePushState } from './device-push';
import { useDevicePush } from './use-device-push';

const DESCRIPTION_KEY = {
  unsupported: 'device.unsupported',
  blocked: 'device.blocked',
  off: 'device.about',
  on: 'device.about',
} as const satisfies Record<DevicePushState, string>;

/**
 * "Notifications on this device": Web Push for this browser, beside the account's recieve_* switches. A browser that
 * cannot, or a permission the user blocked, is said in words with the way out, rather than a switch that does nothing.
 */
export const DeviceNotificationsSwitch = ({ isAppNotificationOn }: { isAppNotificationOn: boolean }) => {
  const { t } = useTranslation('push');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const { state, isReady, enable, disable, test } = useDevicePush();
  const isBusy = enable.isPending || disable.isPending;
  const isOn = state === 'on';
  const cannot = state === 'unsupported' || state === 'blocked';

  const turnOn = () =>
    enable.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome === 'on') notify.success(t('device.on'));
        else notify.error(t(outcome === 'blocked' ? 'device.blocked' : 'device.dismissed'));
      },
      onError: () => notify.error(t('device.failed')),
    });
  const turnOff = () => disable.mutate(undefined, { onSuccess: () => notify.success(t('device.off')) });
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => notify.success(t('device.testSent')),
      onError: (error) => notify.error(translateApiError(tErrors, error)),
    });

  const description = state ? t(DESCRIPTION_KEY[state]) : undefined;
  return (
    <Stack gap="xs" align="flex-start">
      <Switch
        label={t('device.label')}
        description={isOn && !isAppNotificationOn ? `${description} ${t('device.appOff')}` : description}
        checked={isOn}
        disabled={!state || cannot || isBusy || !isReady}
        onChange={(event) => (event.currentTarget.checked ? turnOn() : turnOff())}
      />
      {isOn && isAppNotificationOn && (
        <Button variant="light" size="compact-sm" onClick={sendTest} loading={test.isPending}>
          {t('device.test')}
        </Button>
      )}
    </Stack>
  );
};
