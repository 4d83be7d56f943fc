import type { Driver } from '@freight/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';

type ProfileStateBannerProps = { driver: Driver; summaryHref: string };

/** Where the profile stands with staff (spec 4: filled in, submitted for approval, approved), and what to do next. */
export const ProfileStateBanner = ({ driver, summaryHref }: ProfileStateBannerProps) => {
  const { t } = useTranslation('driver');
  const format = useFormat();
  switch (driver.profile_state) {
    case 'incomplete':
      return null;
    case 'submitted':
      return (
        <Alert color="blue" title={t('state.submitted.title')}>
          {t('state.submitted.body')}
          {driver.submitted_at && (
            <Text size="sm" mt={4}>
              {t('state.submitted.when', { date: format.date(driver.submitted_at) })}
            </Text>
          )}
        </Alert>
      );
    case 'approved':
      return (
        <Alert color="green" title={t('state.approved.title')}>
          {t('state.approved.body')}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert color="red" title={t('state.rejected.title')}>
          <Text size="sm">
            {t('state.rejected.reason', { reason: driver.decision_reason || t('state.rejected.noReason') })}
          </Text>
          <Text size="sm" mt={4}>
            {t('state.rejected.fix')}{' '}
            <Anchor component={Link} to={summaryHref}>
              {t('state.rejected.resubmit')}
            </Anchor>
          </Text>
        </Alert>
      );
    default:
      return driver.profile_state satisfies never;
  }
};
