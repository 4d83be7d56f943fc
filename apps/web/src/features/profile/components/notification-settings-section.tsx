import type { User } from '@freight/domain';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useSaveProfile } from '../use-save-profile';

const CHANNELS = [
  { field: 'recieve_email', key: 'email' },
  { field: 'recieve_sms', key: 'sms' },
  { field: 'recieve_app_notification', key: 'app' },
] as const;

/** Spec section 3, the recieve_* flags: each switch saves as soon as it is flipped. */
export const NotificationSettingsSection = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const { save, pending } = useSaveProfile();
  return (
    <SectionPanel title={t('notifications.title')} intro={t('notifications.intro')}>
      <Stack gap="sm">
        {CHANNELS.map(({ field, key }) => (
          <Switch
            key={field}
            label={t(`notifications.${key}`)}
            checked={pending[field] ?? user[field]}
            onChange={(event) => save({ [field]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </SectionPanel>
  );
};
