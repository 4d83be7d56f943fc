import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { useSession } from '../../../shared/session/session-provider';
import { useSendVerifyEmail, useUpdateUser } from '../../../shared/session/user-api';
import { useNotify } from '../../../shared/ui/use-notify';

/**
 * Spec 2 and 5, the post flow's register step: posting needs an account with a confirmed email and the terms
 * accepted. A visitor registers or logs in and comes straight back here, the draft still theirs.
 */
export const AccountStep = () => {
  const { t } = useTranslation('post');
  const { status, user } = useSession();
  const { pathname, search } = useLocation();
  const notify = useNotify();
  const sendLink = useSendVerifyEmail();
  const updateUser = useUpdateUser();
  const here = `${pathname}${search}`;

  if (status !== 'registered' || !user) {
    return (
      <Stack gap="sm">
        <Text>{t('account.needed')}</Text>
        <Group>
          <Button component={Link} to={paths.login.getHref({ view: 'register', next: here })}>
            {t('account.register')}
          </Button>
          <Button component={Link} to={paths.login.getHref({ next: here })} variant="default">
            {t('account.logIn')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text>{t('account.postingAs', { name: user.name, email: user.email })}</Text>
      {!user.email_confirmed && (
        <Alert color="yellow" title={t('account.confirmTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('account.confirm', { email: user.email })}</Text>
            <Button
              size="xs"
              variant="default"
              loading={sendLink.isPending}
              onClick={() =>
                sendLink.mutate(undefined, {
                  onSuccess: () => notify.success(t('account.linkSent', { email: user.email })),
                  onError: () => notify.error(t('account.linkFailed')),
                })
              }
            >
              {t('account.sendAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!user.accepted_terms && (
        <Checkbox
          label={t('account.terms')}
          checked={false}
          disabled={updateUser.isPending}
          onChange={() => updateUser.mutate({ userId: user.id, changes: { accepted_terms: true } })}
        />
      )}
    </Stack>
  );
};
