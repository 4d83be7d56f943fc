import type { Haul } from '@freight/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { shipperStepOf } from '../shipper-step';

/**
 * The shipper's next step, at the top of the Job tab whatever tab is open: a driver who accepted waits on Confirm &
 * pay here, not only on the Driver tab; later steps point at the delivery code or the review form below.
 */
export const ShipperNextStep = ({ haul, hasReviewed }: { haul: Haul; hasReviewed: boolean }) => {
  const { t } = useTranslation('job');
  const step = shipperStepOf(haul.status, hasReviewed);
  if (!step) return null;
  const haulId = haul.id;
  const isYourMove = step === 'confirm_and_pay' || step === 'finish' || step === 'review';
  return (
    <Alert
      color={isYourMove ? 'orange' : 'blue'}
      title={t('nextStep.title')}
      role="region"
      aria-label={t('nextStep.title')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`nextStep.${step}`, { name: haul.driver?.name ?? '' })}</Text>
        {step === 'confirm_and_pay' && (
          <Group gap="sm">
            <Button component={Link} to={paths.job.driver.confirm.getHref({ haulId })}>
              {t('nextStep.confirmAndPay')}
            </Button>
            <Button component={Link} to={paths.job.driver.root.getHref({ haulId })} variant="default">
              {t('nextStep.seeDriver')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
};
