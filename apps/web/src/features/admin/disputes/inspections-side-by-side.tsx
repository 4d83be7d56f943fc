import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHaulInspections } from '../../../shared/inspection/inspection-api';
import { InspectionView } from '../../../shared/inspection/inspection-view';

/**
 * The load's pickup and delivery inspections (the electronic bill of lading) side by side, so staff compare the
 * load's condition at both ends before deciding a problem report. A side not recorded says so.
 */
export const InspectionsSideBySide = ({ haulId }: { haulId: string }) => {
  const { t } = useTranslation('admin');
  const { data } = useHaulInspections(haulId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {(['pickup', 'delivery'] as const).map((side) => {
        const inspection = data?.[side];
        return inspection ? (
          <InspectionView key={side} inspection={inspection} />
        ) : (
          <Stack key={side} gap={4}>
            <Title order={3} size="h5">
              {t(`disputes.${side}Inspection`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t('disputes.noInspection')}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
};
