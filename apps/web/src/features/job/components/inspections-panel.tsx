import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHaulInspections } from '../../../shared/inspection/inspection-api';
import { InspectionView } from '../../../shared/inspection/inspection-view';

/** The electronic bill of lading on the job page: the pickup and delivery inspections once made, for the parties. */
export const InspectionsPanel = ({ haulId }: { haulId: string }) => {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const { data } = useHaulInspections(haulId);
  if (!data || (!data.pickup && !data.delivery)) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('inspection.panelTitle')}
        </Title>
        {data.pickup && <InspectionView inspection={data.pickup} />}
        {data.delivery && <InspectionView inspection={data.delivery} />}
      </Stack>
    </Paper>
  );
};
