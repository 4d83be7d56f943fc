import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { ShareFrame } from './components/share-frame';
import { inviteMessage } from './invite-message';

const WAYS = [
  { key: 'email', href: paths.referral.shareEmail.getHref() },
  { key: 'text', href: paths.referral.shareText.getHref() },
  { key: 'link', href: paths.referral.shareLink.getHref() },
  { key: 'native', href: paths.referral.shareNative.getHref() },
] as const;

/** Spec 2 referral/share: the ways to send the invitation. */
export const SharePage = () => {
  const { t } = useTranslation('referral');
  return (
    <ShareFrame title={t('share.title')} backTo={paths.referral.root.getHref()}>
      {(referral) => (
        <Stack gap="md">
          <Text>{t('share.intro')}</Text>
          <Paper withBorder p="md">
            <Text size="sm" fw={600}>
              {t('share.preview')}
            </Text>
            <Text size="sm">{inviteMessage(t, referral.link)}</Text>
          </Paper>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {WAYS.map((way) => (
              <Button key={way.key} component={Link} to={way.href} variant="light" size="md">
                {t(`share.ways.${way.key}`)}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </ShareFrame>
  );
};
