import { Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../shared/api/api-request-error';
import { EmailField } from '../../shared/forms/email-field';
import { translateApiError } from '../../shared/i18n/translate-api-error';
import { useNotify } from '../../shared/ui/use-notify';
import { ShareFrame } from './components/share-frame';
import { useShareReferral } from './referral-api';

/** Spec 2 referral/share/email: the server mails the invitation with the user's link. */
export const ShareEmailPage = () => {
  const { t } = useTranslation('referral');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const share = useShareReferral();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t('email.required'));
      return;
    }
    setError(null);
    share.mutate(
      { refer_data: { channel: 'email', email: address } },
      {
        onSuccess: () => {
          notify.success(t('email.sent', { email: address }));
          setEmail('');
        },
        onError: (failure) => {
          const isBadAddress = failure instanceof ApiRequestError && failure.code === 'validation_failed';
          const message = isBadAddress ? t('email.invalid') : translateApiError(tErrors, failure);
          setError(message);
          notify.error(message);
        },
      },
    );
  };

  return (
    <ShareFrame title={t('email.title')}>
      {() => (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text>{t('email.intro')}</Text>
            <EmailField label={t('email.label')} value={email} onChange={setEmail} error={error} required />
            <div>
              <Button type="submit" loading={share.isPending}>
                {t('email.send')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </ShareFrame>
  );
};
