import type { Driver, InsuranceFlag, StaffDriver } from '@freight/domain';
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useDateTime } from '../components/cad';
import { useDecideDriver } from './drivers-api';
import { RejectDialog } from './reject-dialog';

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={4}>
    <Title order={4} size="h5">
      {title}
    </Title>
    {children}
  </Stack>
);

/** Insurance that ran out or runs out within 30 days, said in words (not only in colour). */
const InsuranceBadge = ({ flag }: { flag: InsuranceFlag | undefined }) => {
  const { t } = useTranslation('staffDrivers');
  const format = useFormat();
  if (!flag) return null;
  return (
    <Text
      component="span"
      size="xs"
      fw={700}
      ml={6}
      px={8}
      py={2}
      c={flag.state === 'expired' ? 'white' : 'dark'}
      bg={flag.state === 'expired' ? 'red.9' : 'yellow.4'}
      style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'inline-block' }}
    >
      {t(flag.state === 'expired' ? 'insurance.expired' : 'insurance.expiring', {
        date: format.date(`${flag.expiry}T12:00:00Z`),
      })}
    </Text>
  );
};

const VehiclesPart = ({ driver, flags }: { driver: Driver; flags: InsuranceFlag[] }) => {
  const { t } = useTranslation(['staffDrivers', 'driver']);
  const format = useFormat();
  if (driver.vehicles.length === 0) return <Text size="sm">{t('none')}</Text>;
  return (
    <List size="sm" spacing={4}>
      {driver.vehicles.map((vehicle) => (
        <List.Item key={vehicle.id}>
          {[vehicle.year, vehicle.make, vehicle.model, vehicle.color].filter(Boolean).join(' ')} (
          {t(`driver:vehicleTypes.${vehicle.vehicle_type}`)})
          <InsuranceBadge flag={flags.find((flag) => flag.vehicle_id === vehicle.id)} />
          <Text size="xs" c="dimmed">
            {t('vehicle.details', {
              license: vehicle.license || '—',
              company: vehicle.insurance_company || '—',
              policy: vehicle.insurance_policy_number || '—',
              date: format.date(`${vehicle.insurance_expiry}T12:00:00Z`),
            })}
            {vehicle.capacity_kg !== null &&
              ` · ${t('vehicle.capacity', { weight: format.weight(vehicle.capacity_kg) })}`}
            {vehicle.deck_length_m !== null &&
              ` · ${t('vehicle.deck', { length: format.length(vehicle.deck_length_m) })}`}
          </Text>
        </List.Item>
      ))}
    </List>
  );
};

const ReferencesPart = ({ driver }: { driver: Driver }) => {
  const { t } = useTranslation('staffDrivers');
  if (driver.references.length === 0) return <Text size="sm">{t('none')}</Text>;
  return (
    <List size="sm" spacing={4}>
      {driver.references.map((reference) => (
        <List.Item key={`${reference.name}-${reference.telephone}-${reference.email}`}>
          {t('reference', {
            name: reference.name || '—',
            relation: reference.relation || '—',
            company: reference.company || '—',
          })}
          <Text size="xs" c="dimmed">
            {[reference.telephone, reference.email].filter(Boolean).join(' · ') || '—'}
          </Text>
        </List.Item>
      ))}
    </List>
  );
};

const HistoryPart = ({ review }: { review: StaffDriver }) => {
  const { t } = useTranslation('staffDrivers');
  const dateTime = useDateTime();
  if (review.decisions.length === 0) return <Text size="sm">{t('history.none')}</Text>;
  return (
    <List size="sm" spacing={4}>
      {review.decisions.map((entry) => (
        <List.Item key={`${entry.at}-${entry.decision}`}>
          {t(entry.decision === 'approve' ? 'history.approved' : 'history.rejected', {
            date: dateTime(entry.at),
            staff: entry.staff?.name ?? t('history.unknownStaff'),
          })}
          {entry.reason && (
            <Text size="xs" c="dimmed">
              {t('history.reason', { reason: entry.reason })}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
};

/** One submitted profile with everything staff screen (spec 1: drivers are screened) and the two decisions. */
export const DriverReviewCard = ({ review }: { review: StaffDriver }) => {
  const { t } = useTranslation(['staffDrivers', 'driver']);
  const { t: tErrors } = useTranslation('errors');
  const format = useFormat();
  const notify = useNotify();
  const decide = useDecideDriver();
  const headingId = useId();
  const [isRejecting, setRejecting] = useState(false);
  const { user, driver } = review;
  const bank = driver.bank;

  const send = (decision: 'approve' | 'reject', reason = '') =>
    // The card leaves the queue when the list is read again, sometimes before the answer's callbacks would run on
    // `mutate` (TanStack Query skips them once the card unmounts), so the notice follows the promise.
    decide.mutateAsync({ driverId: driver.id, body: { decision, reason } }).then(
      () => {
        setRejecting(false);
        notify.success(t(decision === 'approve' ? 'approved' : 'rejected', { name: user.name }));
      },
      (error) => notify.error(translateApiError(tErrors, error)),
    );

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={headingId}>
            {user.name}
          </Title>
          <Text size="sm">{[user.email, user.telephone].filter(Boolean).join(' · ')}</Text>
          {driver.submitted_at && (
            <Text size="sm" c="dimmed">
              {t('submittedOn', { date: format.date(driver.submitted_at) })}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Part title={t('driver:tabs.type')}>
            <Text size="sm">
              {t(`driverTypes.${driver.driver_type}`)}
              {driver.company_name && ` · ${driver.company_name}`}
            </Text>
          </Part>
          <Part title={t('driver:tabs.regions')}>
            <Text size="sm">{driver.regions.join(', ') || t('none')}</Text>
          </Part>
          <Part title={t('driver:tabs.experience')}>
            <Text size="sm">
              {t('experience', { years: driver.exp_years ?? '—', accidents: driver.exp_accidents ?? '—' })}
            </Text>
            {driver.exp_companies && <Text size="sm">{t('companies', { companies: driver.exp_companies })}</Text>}
            {driver.exp_qualifications && (
              <Text size="sm">{t('qualifications', { qualifications: driver.exp_qualifications })}</Text>
            )}
          </Part>
          <Part title={t('driver:tabs.base')}>
            <Text size="sm">{driver.base_address || t('none')}</Text>
          </Part>
          <Part title={t('driver:tabs.deposit')}>
            <Text size="sm">
              {bank
                ? t(bank.country === 'CAN' ? 'bankCan' : 'bankUsa', {
                    institution: bank.bank_institution,
                    transit: bank.bank_transit,
                    account: bank.bank_account,
                  })
                : t('none')}
            </Text>
          </Part>
          <Part title={t('driver:tabs.subscriptions')}>
            <Text size="sm">{t(`driver:subscriptions.levels.${driver.subscription_level}`)}</Text>
          </Part>
        </SimpleGrid>
        <Part title={t('driver:tabs.vehicles')}>
          <VehiclesPart driver={driver} flags={review.insurance_flags} />
        </Part>
        <Part title={t('driver:tabs.references')}>
          <ReferencesPart driver={driver} />
        </Part>
        <Part title={t('history.title')}>
          <HistoryPart review={review} />
        </Part>
        {driver.profile_state === 'submitted' && (
          <Group gap="sm">
            <Button
              onClick={() => send('approve')}
              loading={decide.isPending && decide.variables.body.decision === 'approve'}
              aria-label={t('approveNamed', { name: user.name })}
            >
              {t('approve')}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              onClick={() => setRejecting(true)}
              aria-label={t('rejectNamed', { name: user.name })}
            >
              {t('reject.open')}
            </Button>
          </Group>
        )}
      </Stack>
      <RejectDialog
        driverName={user.name}
        isOpen={isRejecting}
        isPending={decide.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) => send('reject', reason)}
      />
    </Paper>
  );
};
