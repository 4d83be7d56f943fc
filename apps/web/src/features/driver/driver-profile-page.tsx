import type { Driver } from '@freight/domain';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { PageLoader } from '../../shared/ui/page-loader';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AccountFirst } from './components/account-first';
import { DriverSection } from './components/driver-section';
import { ProfileStateBanner } from './components/profile-state-banner';
import { SectionNav } from './components/section-nav';
import { driverOfUser } from './driver-api';
import { type DriverTab, isDriverTab, nextTab, visibleTabs } from './driver-sections';

/** register/driver/... walks a newcomer through the sections; user/driver/... is the same profile kept up to date. */
export type DriverArea = 'register' | 'user';

const tabHref = (area: DriverArea, tab: DriverTab) =>
  area === 'register' ? paths.registerDriver.tab.getHref({ tab }) : paths.user.driverTab.getHref({ tab });

/** With no tab in the address: a newcomer starts at the beginning, a driver sees where the profile stands. */
const defaultTab = (area: DriverArea, driver: Driver | null): DriverTab => {
  if (area === 'register' && !driver) return 'type';
  return 'summary';
};

type DriverProfilePageProps = { area: DriverArea };

/**
 * Spec 2: register/driver/{tab}, user/driver, user/driver/info, user/driver/{tab} and user/driver/{userId}/{tab}.
 * Every address shows the signed-in user's own profile; one naming another user's id is refused, since only staff
 * review other drivers (on the staff page).
 */
const DriverProfilePage = ({ area }: DriverProfilePageProps) => {
  const { t } = useTranslation('driver');
  const { status, user } = useSession();
  const { tab: tabParam, userId } = useParams();
  const navigate = useNavigate();
  const driver = driverOfUser(user);
  const title = t(area === 'register' ? 'title.register' : 'title.profile');
  usePageTitle(title);

  if (status === 'pending') return <PageLoader />;
  if (status !== 'registered' || !user) return <AccountFirst title={title} />;
  if (userId !== undefined && userId !== user.id) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{t('notYours')}</Text>
        <Button component={Link} to={paths.user.driver.getHref()}>
          {t('openOwn')}
        </Button>
      </Stack>
    );
  }
  if (tabParam !== undefined && !isDriverTab(tabParam)) return <Navigate to={tabHref(area, 'summary')} replace />;

  const tab = tabParam ?? defaultTab(area, driver);
  // A commercial-only tab reached by a non-commercial driver (an old link) has nothing to fill in.
  const shownTab = visibleTabs(driver).includes(tab) ? tab : 'summary';
  const goTo = (next: DriverTab) => navigate(tabHref(area, next));

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{title}</Title>
      {driver && <ProfileStateBanner driver={driver} summaryHref={tabHref(area, 'summary')} />}
      {!driver && area === 'user' && <Text>{t('noProfileYet')}</Text>}
      <SectionNav driver={driver} current={shownTab} hrefOf={(section) => tabHref(area, section)} />
      <DriverSection
        key={shownTab}
        tab={shownTab}
        driver={driver}
        hrefOf={(section) => tabHref(area, section)}
        onSaved={(saved) => goTo(nextTab(shownTab, saved))}
        onContinue={() => goTo(nextTab(shownTab, driver))}
      />
    </Stack>
  );
};

export const RegisterDriverPage = () => <DriverProfilePage area="register" />;
export const UserDriverPage = () => <DriverProfilePage area="user" />;
