import type { Notification } from '@freight/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../load-alerts-api';
import classes from '../search.module.css';

type SavedSearchesProps = {
  searches: Notification[];
  onShow: (search: Notification) => void;
};

/** The driver's saved searches: each alerts them to new matching loads while active; pause, resume, delete, show. */
export const SavedSearches = ({ searches, onShow }: SavedSearchesProps) => {
  const { t } = useTranslation('search');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const failed = (error: unknown) => notify.error(translateApiError(tErrors, error));

  if (searches.length === 0) return <Text>{t('saved.empty')}</Text>;
  return (
    <ul className={classes.list} aria-label={t('saved.title')}>
      {searches.map((search) => {
        const name = search.name || t('saved.unnamed');
        const isActive = search.state === 'active';
        return (
          <Paper key={search.id} withBorder p="md" component="li">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{name}</Text>
                <Badge variant="light" color={isActive ? 'brand' : 'gray'}>
                  {t(isActive ? 'saved.active' : 'saved.paused')}
                </Badge>
              </Group>
              <Group gap="xs">
                <Button size="xs" onClick={() => onShow(search)} aria-label={t('saved.showNamed', { name })}>
                  {t('saved.show')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t(isActive ? 'saved.pauseNamed' : 'saved.resumeNamed', { name })}
                  loading={update.isPending && update.variables?.id === search.id}
                  onClick={() =>
                    update.mutate(
                      { id: search.id, changes: { state: isActive ? 'paused' : 'active' } },
                      {
                        onSuccess: () => notify.success(t(isActive ? 'saved.pausedNotice' : 'saved.resumedNotice')),
                        onError: failed,
                      },
                    )
                  }
                >
                  {t(isActive ? 'saved.pause' : 'saved.resume')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  aria-label={t('saved.deleteNamed', { name })}
                  loading={remove.isPending && remove.variables === search.id}
                  onClick={() =>
                    remove.mutate(search.id, { onSuccess: () => notify.success(t('saved.deleted')), onError: failed })
                  }
                >
                  {t('saved.delete')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </ul>
  );
};
