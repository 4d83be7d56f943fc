import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** Spec 2, post/success: the load is posted, and what happens next. */
export const PostSuccessPage = () => {
  const { t } = useTranslation('post');
  const [params] = useSearchParams();
  const haulId = params.get('haul_id');
  usePageTitle(t('success.title'));
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('success.title')}</Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text>{t('success.intro')}</Text>
          <List spacing="xs">
            <List.Item>{t('success.drivers')}</List.Item>
            <List.Item>{t('success.confirm')}</List.Item>
            <List.Item>{t('success.code')}</List.Item>
          </List>
        </Stack>
      </Paper>
      <Group>
        {haulId && (
          <Button component={Link} to={paths.job.root.getHref({ haulId })}>
            {t('viewLoad')}
          </Button>
        )}
        <Button component={Link} to={paths.jobHistory.getHref()} variant="default">
          {t('success.myLoads')}
        </Button>
        <Button component={Link} to={paths.quote.origin.getHref()} variant="default">
          {t('success.another')}
        </Button>
      </Group>
    </Stack>
  );
};
