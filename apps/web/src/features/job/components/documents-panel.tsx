import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { downloadDocument, useHaulDocuments } from '../documents-api';

/**
 * The load's paperwork (issue 23) as PDFs, each for the parties it concerns: the shipper's invoice, the bill of
 * lading for the shipper and the driver, the driver's payout statement, the shipper's credit notes of refunds. Only
 * what exists yet is offered.
 */
export const DocumentsPanel = ({ haulId }: { haulId: string }) => {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const documents = useHaulDocuments(haulId);
  const headingId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (kind: string, url: string) => {
    setBusy(url);
    setFailure(null);
    try {
      await downloadDocument(url, `${kind}.pdf`);
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError ? tErrors(error.code, { defaultValue: error.detail }) : t('documents.failed'),
      );
    } finally {
      setBusy(null);
    }
  };

  let body: React.ReactNode;
  if (documents.isPending) body = <Loader size="sm" aria-label={t('documents.loading')} />;
  else if (documents.isError) body = <Alert color="gray">{t('documents.loadFailed')}</Alert>;
  else if (documents.data.documents.length === 0) body = <Text size="sm">{t('documents.none')}</Text>;
  else
    body = (
      <Group gap="xs">
        {documents.data.documents.map((document) => (
          <Button
            key={document.url}
            variant="light"
            h="auto"
            py={8}
            // A credit note's number is long: the label wraps on a phone instead of being cut.
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            loading={busy === document.url}
            onClick={() => save(document.kind, document.url)}
          >
            {t(`documents.kinds.${document.kind}`, { number: document.number })}
          </Button>
        ))}
      </Group>
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('documents.title')}
        </Title>
        {body}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
};
