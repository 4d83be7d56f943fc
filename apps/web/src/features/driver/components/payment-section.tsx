import { DRIVER_PAYOUT_DAYS } from '@freight/domain';
import { Anchor, Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionPanel } from '../../../shared/ui/section-panel';
import type { SectionProps } from './section-props';

/** Spec 1 and 2, payment info: how and when the driver is paid; nothing to fill in beyond the deposit details. */
export const PaymentSection = ({ driver, onContinue, hrefOf }: SectionProps) => {
  const { t } = useTranslation('driver');
  const hasDeposit = driver?.bank?.complete ?? false;
  return (
    <SectionPanel title={t('tabs.payment')} intro={t('payment.intro')}>
      <List spacing="xs">
        <List.Item>{t('payment.prepaid')}</List.Item>
        <List.Item>{t('payment.directDeposit', { days: DRIVER_PAYOUT_DAYS })}</List.Item>
        <List.Item>{t('payment.noCash')}</List.Item>
      </List>
      <Text>
        {hasDeposit ? t('payment.depositReady') : t('payment.depositMissing')}{' '}
        <Anchor component={Link} to={hrefOf('deposit')}>
          {t('payment.depositLink')}
        </Anchor>
      </Text>
      <Group>
        <Button onClick={onContinue}>{t('continue')}</Button>
      </Group>
    </SectionPanel>
  );
};
