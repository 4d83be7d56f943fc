import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/ui/use-notify';
import { ShareFrame } from './components/share-frame';
import { useShareReferral } from './referral-api';

/** The clipboard, where the browser offers it; a refusal (permission, insecure page) is reported by the caller. */
const copyText = async (text: string): Promise<void> => {
  if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
};

/** Spec 2 referral/share/link: copies the link; spec 8's message when the clipboard refuses. */
export const ShareLinkPage = () => {
  const { t } = useTranslation('referral');
  const notify = useNotify();
  const share = useShareReferral();

  const copy = async (link: string) => {
    try {
      await copyText(link);
    } catch {
      notify.error(t('link.failed'));
      return;
    }
    share.mutate({ refer_data: { channel: 'link' } });
    notify.success(t('link.copied'));
  };

  return (
    <ShareFrame title={t('link.title')}>
      {(referral) => (
        <Stack gap="sm">
          <Text>{t('link.intro')}</Text>
          <TextInput
            label={t('yourLink')}
            value={referral.link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <div>
            <Button onClick={() => void copy(referral.link)}>{t('link.copy')}</Button>
          </div>
        </Stack>
      )}
    </ShareFrame>
  );
};
