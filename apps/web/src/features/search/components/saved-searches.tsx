import type { Notification } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { PlainBadge } from '../../../shared/ui/plain-badge';
import { PlainButton } from '../../../shared/ui/plain-button';
import layout from '../../../shared/ui/plain-layout.module.css';
import typography from '../../../shared/ui/typography.module.css';
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

  if (searches.length === 0) return <p className={typography.text}>{t('saved.empty')}</p>;
  return (
    <ul className={classes.list} aria-label={t('saved.title')}>
      {searches.map((search) => {
        const name = search.name || t('saved.unnamed');
        const isActive = search.state === 'active';
        return (
          <li key={search.id} className={`${layout.paper} ${layout.stackXs}`}>
            <div className={classes.savedHeading}>
              <p className={`${typography.text} ${layout.bold}`}>{name}</p>
              <PlainBadge look={isActive ? 'light' : 'lightGray'}>
                {t(isActive ? 'saved.active' : 'saved.paused')}
              </PlainBadge>
            </div>
            <div className={classes.savedActions}>
              <PlainButton size="xs" onClick={() => onShow(search)} aria-label={t('saved.showNamed', { name })}>
                {t('saved.show')}
              </PlainButton>
              <PlainButton
                size="xs"
                variant="light"
                aria-label={t(isActive ? 'saved.pauseNamed' : 'saved.resumeNamed', { name })}
                isLoading={update.isPending && update.variables?.id === search.id}
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
              </PlainButton>
              <PlainButton
                size="xs"
                variant="default"
                aria-label={t('saved.deleteNamed', { name })}
                isLoading={remove.isPending && remove.variables === search.id}
                onClick={() =>
                  remove.mutate(search.id, { onSuccess: () => notify.success(t('saved.deleted')), onError: failed })
                }
              >
                {t('saved.delete')}
              </PlainButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
};
