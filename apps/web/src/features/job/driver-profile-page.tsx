import type { HaulDriverProfile } from '@freight/domain';
import { Alert, Anchor, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { useHaul } from '../../shared/hauls/haul-api';
import { HaulUnavailable } from '../../shared/hauls/haul-unavailable';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { UserAvatar } from '../../shared/ui/user-avatar';
import { bookingActionsFor } from './booking-actions';
import { useDriverProfile } from './booking-api';
import { viewerOf } from './driver-actions';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder p="md">
    <Stack gap={4}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);

const Experience = ({ profile }: { profile: HaulDriverProfile }) => {
  const { t } = useTranslation('booking');
  return (
    <Section title={t('profile.experience')}>
      {profile.exp_years !== null && <Text size="sm">{t('profile.years', { years: profile.exp_years })}</Text>}
      {profile.exp_accidents !== null && (
        <Text size="sm">{t('profile.accidents', { accidents: profile.exp_accidents })}</Text>
      )}
      {profile.exp_companies && <Text size="sm">{t('profile.companies', { companies: profile.exp_companies })}</Text>}
      {profile.exp_qualifications && (
        <Text size="sm">{t('profile.qualifications', { qualifications: profile.exp_qualifications })}</Text>
      )}
    </Section>
  );
};

const Reviews = ({ reviews }: { reviews: HaulDriverProfile['reviews'] }) => {
  const { t } = useTranslation('booking');
  const format = useFormat();
  return (
    <Section title={t('profile.reviews')}>
      <Text fw={600}>
        {reviews.average === null
          ? t('profile.noReviews')
          : t('profile.average', { average: reviews.average.toFixed(1), count: reviews.count })}
      </Text>
      {reviews.recent.length > 0 && (
        <List size="sm" spacing={6} aria-label={t('profile.recentReviews')}>
          {reviews.recent.map((review) => (
            <List.Item key={`${review.created}-${review.stars}`}>
              {t('profile.reviewLine', { stars: review.stars, date: format.date(review.created) })}
              {review.comment && ` “${review.comment}”`}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
};

/** Details, vehicles and reviews of the driver who accepted the load, for its shipper (spec 2 and 4). */
const DriverProfileView = ({ profile }: { profile: HaulDriverProfile }) => {
  const { t } = useTranslation(['booking', 'driver']);
  const format = useFormat();
  return (
    <Stack gap="sm">
      <Section title={t('profile.about')}>
        <Text size="sm">{t('profile.memberSince', { date: format.date(profile.member_since) })}</Text>
        {profile.driver_type !== 'nondriver' && <Text size="sm">{t(`driver:type.${profile.driver_type}`)}</Text>}
        {profile.company_name && <Text size="sm">{t('profile.company', { company: profile.company_name })}</Text>}
        <Text size="sm">{t('profile.completed', { count: profile.completed_loads })}</Text>
      </Section>
      <Experience profile={profile} />
      <Section title={t('profile.vehicles')}>
        {profile.vehicles.length === 0 ? (
          <Text size="sm">{t('profile.noVehicles')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {profile.vehicles.map((vehicle, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: vehicles come without ids, and this list never reorders.
              <List.Item key={`${vehicle.vehicle_type}-${vehicle.make}-${vehicle.model}-${index}`}>
                {[
                  t(`driver:vehicleTypes.${vehicle.vehicle_type}`),
                  vehicle.year,
                  vehicle.make,
                  vehicle.model,
                  vehicle.color,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Reviews reviews={profile.reviews} />
    </Stack>
  );
};

/** `job/{haulId}/driver/profile/{driverId}`: the shipper looks at the driver before confirming and paying, or rejecting. */
export const DriverProfilePage = () => {
  const { t } = useTranslation('booking');
  const { haulId = '', driverId = '' } = useParams();
  const { user } = useSession();
  const haul = useHaul(haulId);
  const profile = useDriverProfile(haulId);
  usePageTitle(profile.data?.name ?? t('profile.title'));
  const backLink = (
    <Anchor component={Link} to={paths.job.driver.root.getHref({ haulId })}>
      {t('profile.back')}
    </Anchor>
  );

  if (profile.isPending || haul.isPending) return <Loader aria-label={t('profile.loading')} />;
  if (haul.isError) return <HaulUnavailable error={haul.error} />;
  if (profile.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="gray">{t('profile.unavailable')}</Alert>
        {backLink}
      </Stack>
    );
  }
  // The address may name a driver who no longer holds the load (rejected, or an old link): say so, show who does.
  const isSomeoneElse = profile.data.id !== driverId;
  const actions = bookingActionsFor({
    status: haul.data.status,
    viewer: viewerOf(haul.data, user),
    hasReviewed: false,
  });
  return (
    <Stack gap="md" maw={760}>
      <Group gap="md" wrap="nowrap">
        <UserAvatar name={profile.data.name} picture={profile.data.picture} alt="" size={72} />
        <Title order={1}>{profile.data.name}</Title>
      </Group>
      {isSomeoneElse && <Alert color="yellow">{t('profile.notHolder')}</Alert>}
      <DriverProfileView profile={profile.data} />
      {(actions.canConfirmAndPay || actions.canRejectDriver) && (
        <Group gap="sm">
          {actions.canConfirmAndPay && (
            <Button component={Link} to={paths.job.driver.confirm.getHref({ haulId })}>
              {t('driver.confirmAndPay')}
            </Button>
          )}
          {actions.canRejectDriver && (
            <Button component={Link} to={paths.job.driver.reject.getHref({ haulId })} variant="default">
              {t('driver.reject')}
            </Button>
          )}
        </Group>
      )}
      {backLink}
    </Stack>
  );
};
