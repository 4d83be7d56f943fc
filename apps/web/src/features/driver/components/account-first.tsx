import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/navigation/paths';

/** Visitors and temporary accounts: a driver profile belongs to a real account, so that comes first. */
export const AccountFirst = ({ title }: { title: string }) => {
  const { t } = useTranslation('driver');
  const { pathname } = useLocation();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text>{t('accountFirst.body')}</Text>
          <Group gap="sm">
            <Button component={Link} to={paths.login.getHref({ view: 'register', next: pathname })}>
              {t('accountFirst.register')}
            </Button>
            <Button component={Link} variant="outline" to={paths.login.getHref({ next: pathname })}>
              {t('accountFirst.logIn')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
};
