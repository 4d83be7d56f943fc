import type { User } from '@freight/domain';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/api/public-config-api';
import { DeviceNotificationsSwitch } from '../../../shared/push/device-notifications-switch';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useSaveProfile } from '../use-save-profile';

const CHANNELS = [
  { field: 'recieve_email', key: 'email' },
  { field: 'recieve_sms', key: 'sms' },
  { field: 'recieve_app_notification', key: 'app' },
] as const;

/**
 * Spec section 3, the recieve_* flags: each switch saves as soon as it is flipped. With no SMS provider on the server
 * the text switch is off and disabled, with the reason: a choice that sends nothing must not look like one. Below them,
 * this device's own notifications (Web Push), which the app-notification choice governs.
 */
export const NotificationSettingsSection = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const { save, pending } = useSaveProfile();
  const { data: config } = usePublicConfig();
  const isSmsUnavailable = config?.isSmsAvailable === false;
  return (
    <SectionPanel title={t('notifications.title')} intro={t('notifications.intro')}>
      <Stack gap="sm">
        {CHANNELS.map(({ field, key }) => {
          const isOff = field === 'recieve_sms' && isSmsUnavailable;
          return (
            <Switch
              key={field}
              label={t(`notifications.${key}`)}
              description={isOff ? t('notifications.smsUnavailable') : undefined}
              disabled={isOff}
              checked={isOff ? false : (pending[field] ?? user[field])}
              onChange={(event) => save({ [field]: event.currentTarget.checked })}
            />
          );
        })}
        <DeviceNotificationsSwitch
          isAppNotificationOn={pending.recieve_app_notification ?? user.recieve_app_notification}
        />
      </Stack>
    </SectionPanel>
  );
};
