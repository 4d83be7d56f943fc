import { Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useSaveSearch } from '../load-alerts-api';
import { type SearchFilters, toSearchQuery } from '../search-filters';

type SaveSearchDialogProps = {
  opened: boolean;
  onClose: () => void;
  filters: SearchFilters;
  /** A name to start from, made of the places searched. */
  suggestedName: string;
};

/** "Save this search": the filters on screen (not the page) become a saved search, alerting by default. */
export const SaveSearchDialog = ({ opened, onClose, filters, suggestedName }: SaveSearchDialogProps) => {
  const { t } = useTranslation(['search', 'common']);
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const save = useSaveSearch();
  const [name, setName] = useState(suggestedName);
  const [isAlerting, setIsAlerting] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      {
        name: name.trim(),
        state: isAlerting ? 'active' : 'paused',
        filters: toSearchQuery(filters, { withPage: false }),
      },
      {
        onSuccess: () => {
          notify.success(t('save.saved'));
          onClose();
        },
        onError: (failure) => setError(translateApiError(tErrors, failure)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('save.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('save.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={120}
          />
          <Switch
            label={t('save.alerts')}
            description={t('save.alertsHint')}
            checked={isAlerting}
            onChange={(event) => setIsAlerting(event.currentTarget.checked)}
          />
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('save.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
