import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/ui/use-notify';
import { ShareFrame } from './components/share-frame';
import { inviteLead } from './invite-message';
import { useShareReferral } from './referral-api';

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Spec 2 referral/share/native: the phone's own share sheet (Web Share API); spec 8's message where it is missing. */
export const ShareNativePage = () => {
  const { t } = useTranslation('referral');
  const notify = useNotify();
  const share = useShareReferral();

  const openShareSheet = async (link: string) => {
    if (typeof navigator.share !== 'function') {
      notify.error(t('native.unsupported'));
      return;
    }
    try {
      await navigator.share({ title: t('native.shareTitle'), text: inviteLead(t), url: link });
    } catch (error) {
      // Closing the sheet without choosing is the user's choice, not a failure.
      if (!isCancelled(error)) notify.error(t('native.unsupported'));
      return;
    }
    share.mutate({ refer_data: { channel: 'native' } });
    notify.success(t('native.shared'));
  };

  return (
    <ShareFrame title={t('native.title')}>
      {(referral) => (
        <Stack gap="sm">
          <Text>{t('native.intro')}</Text>
          <div>
            <Button onClick={() => void openShareSheet(referral.link)}>{t('native.share')}</Button>
          </div>
        </Stack>
      )}
    </ShareFrame>
  );
};
