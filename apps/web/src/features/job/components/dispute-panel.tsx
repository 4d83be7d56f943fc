import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisputeCase } from '../../../shared/disputes/dispute-case';
import { useHaulDispute } from '../dispute-api';
import { disputeStepOf } from '../dispute-step';
import type { JobViewer } from '../driver-actions';
import { useDateTime } from '../use-date-time';
import { DisputeForm } from './dispute-form';

/**
 * A delivered load's problem report on the job page (issue 23 part 4): "Report a problem" for the shipper while the
 * window is open, the case and its state for both parties, the driver's answer form while it is open.
 */
export const DisputePanel = ({ haulId, viewer }: { haulId: string; viewer: JobViewer }) => {
  const { t } = useTranslation('booking');
  const dateTime = useDateTime();
  const state = useHaulDispute(haulId, true);
  const [isReporting, setReporting] = useState(false);
  const headingId = useId();
  if (state.isPending) return <Loader size="sm" aria-label={t('dispute.title')} />;
  if (state.isError) return <Alert color="gray">{t('dispute.loadFailed')}</Alert>;
  const step = disputeStepOf(state.data, viewer);
  if (step === 'none') return null;
  const { dispute, window_ends: windowEnds } = state.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('dispute.title')}
        </Title>
        {step === 'report' && !isReporting && (
          <>
            <Text size="sm">{t('dispute.reportExplain', { date: windowEnds ? dateTime(windowEnds) : '' })}</Text>
            <Button variant="light" w="fit-content" onClick={() => setReporting(true)}>
              {t('dispute.report')}
            </Button>
          </>
        )}
        {step === 'report' && isReporting && (
          <DisputeForm
            haulId={haulId}
            mode="report"
            onDone={() => setReporting(false)}
            onCancel={() => setReporting(false)}
          />
        )}
        {dispute && <DisputeCase dispute={dispute} />}
        {step === 'respond' && (
          <>
            <Title order={3} size="h5">
              {t('dispute.respond')}
            </Title>
            <Text size="sm">{t('dispute.respondExplain')}</Text>
            <DisputeForm haulId={haulId} mode="respond" onDone={() => undefined} />
          </>
        )}
      </Stack>
    </Paper>
  );
};
