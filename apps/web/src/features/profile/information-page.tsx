import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ContactInfoSection } from './components/contact-info-section';
import { DisplaySettingsSection } from './components/display-settings-section';
import { NotificationSettingsSection } from './components/notification-settings-section';
import { PersonalInfoSection } from './components/personal-info-section';
import { PictureSection } from './components/picture-section';

/** user/information: the profile's sections of spec section 2. */
export const InformationPage = () => {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  usePageTitle(t('information.title'));
  if (!user) return null;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('information.title')}</Title>
      <PictureSection user={user} />
      <PersonalInfoSection user={user} />
      <ContactInfoSection user={user} />
      <NotificationSettingsSection user={user} />
      <DisplaySettingsSection user={user} />
    </Stack>
  );
};
