import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/ui/use-notify';
import { ShareFrame } from './components/share-frame';
import { inviteMessage, smsHref } from './invite-message';
import { useShareReferral } from './referral-api';

/** Spec 2 referral/share/text: opens the phone's messages app with the invitation written. */
export const ShareTextPage = () => {
  const { t } = useTranslation('referral');
  const notify = useNotify();
  const share = useShareReferral();

  // The link itself opens the messages app; the click also records the share and says what happened.
  const opened = () => {
    share.mutate({ refer_data: { channel: 'text' } });
    notify.success(t('text.opened'));
  };

  return (
    <ShareFrame title={t('text.title')}>
      {(referral) => {
        const message = inviteMessage(t, referral.link);
        return (
          <Stack gap="sm">
            <Text>{t('text.intro')}</Text>
            <Textarea label={t('text.message')} value={message} readOnly autosize minRows={3} />
            <div>
              <Button component="a" href={smsHref(message)} onClick={opened}>
                {t('text.open')}
              </Button>
            </div>
          </Stack>
        );
      }}
    </ShareFrame>
  );
};
