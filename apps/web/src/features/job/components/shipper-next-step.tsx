import type { Haul } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/navigation/paths';
import { PlainAlert } from '../../../shared/ui/plain-alert';
import { PlainButtonLink } from '../../../shared/ui/plain-button';
import layout from '../../../shared/ui/plain-layout.module.css';
import typography from '../../../shared/ui/typography.module.css';
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
    <PlainAlert color={isYourMove ? 'orange' : 'blue'} title={t('nextStep.title')} regionLabel={t('nextStep.title')}>
      <div className={`${layout.stackXs} ${layout.start}`}>
        <p className={typography.sm}>{t(`nextStep.${step}`, { name: haul.driver?.name ?? '' })}</p>
        {step === 'confirm_and_pay' && (
          <div className={layout.group}>
            <PlainButtonLink to={paths.job.driver.confirm.getHref({ haulId })}>
              {t('nextStep.confirmAndPay')}
            </PlainButtonLink>
            <PlainButtonLink to={paths.job.driver.root.getHref({ haulId })} variant="default">
              {t('nextStep.seeDriver')}
            </PlainButtonLink>
          </div>
        )}
      </div>
    </PlainAlert>
  );
};
