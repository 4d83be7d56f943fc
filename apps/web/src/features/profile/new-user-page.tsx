import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ResendConfirmation } from './components/resend-confirmation';

/** user/new: right after registration, asks the new user to confirm their email (spec section 2, new user). */
export const NewUserPage = () => {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  usePageTitle(t('newUser.pageTitle'));
  if (!user) return null;

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('newUser.title', { name: user.name })}</Title>
      <Paper withBorder p="lg">
        <Stack gap="md">
          {user.email_confirmed ? (
            <Text>{t('newUser.confirmed')}</Text>
          ) : (
            <>
              <Text size="lg">{t('newUser.checkEmail', { email: user.email })}</Text>
              <Text>{t('newUser.notReceived')}</Text>
              <ResendConfirmation label={t('newUser.resend')} />
            </>
          )}
          <Group mt="sm">
            <Button component={Link} to={paths.quote.root.getHref()}>
              {t('newUser.getQuote')}
            </Button>
            <Button component={Link} to={paths.user.menu.getHref()} variant="outline">
              {t('newUser.toAccount')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
};
