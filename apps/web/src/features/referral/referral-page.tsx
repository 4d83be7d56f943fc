import { Alert, Button, Group, Loader, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { PageLoader } from '../../shared/ui/page-loader';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ActivityPanel } from './components/activity-panel';
import { ClaimsPanel } from './components/claims-panel';
import { RewardAmounts } from './components/reward-amounts';
import { useReferral } from './referral-api';

const TABS = ['activity', 'claims'] as const;
type Tab = (typeof TABS)[number];
const readTab = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'activity';

/** Visitors and temporary accounts: the offer, and the way to an account that has a link. */
const GuestReferral = () => {
  const { t } = useTranslation('referral');
  const next = paths.referral.root.getHref();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('guest')}</Text>
      <Group>
        <Button component={Link} to={paths.login.getHref({ view: 'register', next })}>
          {t('register')}
        </Button>
        <Button component={Link} to={paths.login.getHref({ next })} variant="default">
          {t('logIn')}
        </Button>
      </Group>
    </Stack>
  );
};

/** Spec 2 referral: the user's link, with Activity and Claims tabs (`?tab=claims`). */
export const ReferralPage = () => {
  const { t } = useTranslation('referral');
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const referral = useReferral({ enabled: status === 'registered' });
  usePageTitle(t('title'));

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('title')}</Title>
      <RewardAmounts />
      {status === 'pending' && <PageLoader />}
      {(status === 'visitor' || status === 'temporary') && <GuestReferral />}
      {status === 'registered' && referral.isPending && <Loader aria-label={t('loading')} />}
      {status === 'registered' && referral.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {status === 'registered' && referral.data && (
        <>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <TextInput label={t('yourLink')} value={referral.data.link} readOnly />
              <div>
                <Button component={Link} to={paths.referral.share.getHref()}>
                  {t('inviteFriends')}
                </Button>
              </div>
            </Stack>
          </Paper>
          <Tabs
            value={tab}
            onChange={(value) => setParams(value === 'claims' ? { tab: value } : {}, { replace: true })}
          >
            <Tabs.List grow>
              <Tabs.Tab value="activity">{t('tabs.activity')}</Tabs.Tab>
              <Tabs.Tab value="claims">
                {t('tabs.claims')}
                {referral.data.claims.some((claim) => claim.status === 'available') &&
                  ` (${referral.data.claims.filter((claim) => claim.status === 'available').length})`}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="activity" pt="md">
              <ActivityPanel activity={referral.data.activity} />
            </Tabs.Panel>
            <Tabs.Panel value="claims" pt="md">
              <ClaimsPanel claims={referral.data.claims} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
};
