import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './delivery-code.module.css';

/**
 * The shipper's delivery code, large (spec 4 and 6): only the shipper sees it, and the driver needs it to complete the
 * load, so it is handed over on delivery and not before: that is what proves the load arrived.
 */
export const DeliveryCode = ({ code }: { code: string }) => {
  const { t } = useTranslation('booking');
  const headingId = useId();
  return (
    <Paper withBorder p="md" className={classes.card} aria-labelledby={headingId} component="section">
      <Stack gap={4}>
        <Title order={2} size="h4" id={headingId}>
          {t('code.title')}
        </Title>
        <Text className={classes.code}>{code}</Text>
        <Text fw={600}>{t('code.onlyOnDelivery')}</Text>
        <Text size="sm">{t('code.why')}</Text>
      </Stack>
    </Paper>
  );
};
