import type { Referral } from '@freight/domain';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useReferral } from '../referral-api';

/** A sharing screen: its title, the way back, and its content once the user's link is known. */
export const ShareFrame = ({
  title,
  backTo = paths.referral.share.getHref(),
  children,
}: {
  title: string;
  backTo?: string;
  children: (referral: Referral) => ReactNode;
}) => {
  const { t } = useTranslation('referral');
  // The routes around this need a registered account, so the request is always allowed.
  const referral = useReferral({ enabled: true });
  usePageTitle(title);

  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to={backTo}>
        {t('share.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {referral.isPending && <Loader aria-label={t('loading')} />}
      {referral.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {referral.data && children(referral.data)}
    </Stack>
  );
};
