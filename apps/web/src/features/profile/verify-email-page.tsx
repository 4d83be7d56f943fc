import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { translateApiError } from '../../shared/i18n/translate-api-error';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { useNotify } from '../../shared/ui/use-notify';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ResendConfirmation } from './components/resend-confirmation';
import { fetchNewestDraft } from './newest-draft-api';
import { useVerifyEmail } from './profile-api';

/**
 * user/verify/{userId}/{code}: the page the confirmation email links to (spec section 2, account verification).
 * Confirming logs the account in, in whatever browser opened the link; a shipper who was posting a load is taken
 * back to that draft to post it (spec 5: the draft is saved first), anyone else reads what they can do now.
 */
export const VerifyEmailPage = () => {
  const { t } = useTranslation('profile');
  const { t: tErrors } = useTranslation('errors');
  const { userId = '', code = '' } = useParams();
  const { status } = useSession();
  const verifyEmail = useVerifyEmail();
  const navigate = useNavigate();
  const notify = useNotify();
  const verifiedLink = useRef<string | null>(null);
  usePageTitle(t('verify.pageTitle'));

  // A code works once: the ref keeps a second effect run (React's development double run) from spending it again.
  useEffect(() => {
    const link = `${userId}/${code}`;
    if (verifiedLink.current === link) return;
    verifiedLink.current = link;
    verifyEmail.mutate(
      { userId, code },
      {
        onSuccess: async () => {
          const draft = await fetchNewestDraft().catch(() => null);
          if (!draft) return;
          notify.success(t('verify.confirmedTitle'));
          navigate(`${paths.quote.ship.getHref()}?haul_id=${draft.id}`, { replace: true });
        },
      },
    );
  }, [userId, code, verifyEmail.mutate, navigate, notify, t]);

  if (verifyEmail.isSuccess) {
    return (
      <Stack gap="lg" maw={640}>
        <Title order={1}>{t('verify.confirmedTitle')}</Title>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Text>
              {t(
                verifyEmail.data.user.driver?.access.is_driver ? 'verify.confirmedBodyDriver' : 'verify.confirmedBody',
                {
                  name: verifyEmail.data.user.name,
                },
              )}
            </Text>
            <Group>
              <Button component={Link} to={paths.quote.root.getHref()}>
                {t('verify.getQuote')}
              </Button>
              <Button component={Link} to={paths.user.menu.getHref()} variant="outline">
                {t('verify.toAccount')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  if (verifyEmail.isError) {
    return (
      <Stack gap="lg" maw={640}>
        <Title order={1}>{t('verify.failedTitle')}</Title>
        <Paper withBorder p="lg">
          <Stack gap="md" align="flex-start">
            <Text role="alert">{translateApiError(tErrors, verifyEmail.error)}</Text>
            {status === 'registered' ? (
              <ResendConfirmation label={t('verify.sendNew')} />
            ) : (
              <Button component={Link} to={paths.login.getHref({ next: paths.user.information.getHref() })}>
                {t('verify.logInForNew')}
              </Button>
            )}
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('verify.pageTitle')}</Title>
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('verify.checking')}</Text>
      </Group>
    </Stack>
  );
};
