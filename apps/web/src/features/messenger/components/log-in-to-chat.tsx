import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/navigation/paths';

/** Chat needs a registered account (temporary visitors cannot chat): say so, with the way to log in and return. */
export const LogInToChat = () => {
  const { t } = useTranslation('messenger');
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('logInToChat')}</Text>
      <Button component={Link} to={paths.login.getHref({ next: pathname })}>
        {t('logInButton')}
      </Button>
    </Stack>
  );
};
