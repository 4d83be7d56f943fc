import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * MERGE POINT (issue 23 parts 1 and 2): the load's pickup and delivery inspections side by side, so staff compare
 * the load's condition at both ends. The electronic bill of lading is built beside this work
 * (`shared/inspection/`); when it lands, render its inspection view for `haulId` in each column below. Until then
 * each column says no inspection is recorded, which is true of every load today.
 */
export const InspectionsSideBySide = ({ haulId }: { haulId: string }) => {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-haul-id={haulId}>
      {(['pickupInspection', 'deliveryInspection'] as const).map((side) => (
        <Stack key={side} gap={4}>
          <Title order={3} size="h5">
            {t(`disputes.${side}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('disputes.noInspection')}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
};
