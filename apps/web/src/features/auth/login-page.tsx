import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { readNextPath } from './next-path';

type View = 'login' | 'register';

/** Spec section 2, login: sign in, register (a tab here, as the spec gives it no path) and forgot password. */
export const LoginPage = () => {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const view: View = searchParams.get('view') === 'register' ? 'register' : 'login';
  const nextPath = readNextPath(searchParams.get('next'));
  usePageTitle(t(`${view}.title`));

  // Already logged in (or just now): on to where the reader was going.
  if (status === 'registered' && view === 'login') {
    return <Navigate to={nextPath ?? paths.user.menu.getHref()} replace />;
  }

  const showView = (next: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'register') params.set('view', 'register');
    else params.delete('view');
    setSearchParams(params, { replace: true });
  };

  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>{t(`${view}.title`)}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Tabs value={view} onChange={showView} keepMounted={false}>
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="login">{t('tabs.login')}</Tabs.Tab>
            <Tabs.Tab value="register">{t('tabs.register')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <RegisterForm onRegistered={() => navigate(nextPath ?? paths.user.new.getHref())} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
};
