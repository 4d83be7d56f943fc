import { type Haul, isDraft, isPosted, isRemoved } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResumeHaul } from '../../../shared/hauls/haul-api';
import { paths } from '../../../shared/navigation/paths';
import { PlainButton, PlainButtonLink } from '../../../shared/ui/plain-button';
import layout from '../../../shared/ui/plain-layout.module.css';
import { useNotify } from '../../../shared/ui/use-notify';
import { useCloneHaul } from '../haul-actions-api';
import { canBoost, canDelete, shipperMay } from '../shipper-actions';

/** The shipper's actions for the load's state (the lifecycle table in packages/domain decides which). */
export const JobActions = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('job');
  const navigate = useNavigate();
  const notify = useNotify();
  const clone = useCloneHaul();
  const resume = useResumeHaul();
  const haulId = haul.id;

  return (
    <div className={layout.group}>
      {isDraft(haul.status) && (
        <PlainButtonLink to={`${paths.quote.ship.getHref()}?haul_id=${haulId}`}>{t('actions.finish')}</PlainButtonLink>
      )}
      {isPosted(haul.status) && shipperMay(haul, 'edit') && (
        <PlainButtonLink to={`${paths.quote.ship.getHref()}?haul_id=${haulId}`} variant="default">
          {t('actions.edit')}
        </PlainButtonLink>
      )}
      {canBoost(haul) && (
        <PlainButtonLink to={paths.job.boost.getHref({ haulId })} variant="light">
          {t('actions.boost')}
        </PlainButtonLink>
      )}
      <PlainButton
        variant="default"
        isLoading={clone.isPending}
        onClick={() =>
          clone.mutate(haulId, {
            onSuccess: (copy) => {
              notify.success(t('clone.done'));
              navigate(paths.job.root.getHref({ haulId: copy.id }));
            },
            onError: () => notify.error(t('actionFailed')),
          })
        }
      >
        {t('actions.clone')}
      </PlainButton>
      {isRemoved(haul.status) && shipperMay(haul, 'resume') && (
        <PlainButton
          variant="light"
          isLoading={resume.isPending}
          onClick={() =>
            resume.mutate(haulId, {
              onSuccess: () => notify.success(t('resume.done')),
              onError: () => notify.error(t('actionFailed')),
            })
          }
        >
          {t('actions.resume')}
        </PlainButton>
      )}
      {canDelete(haul) && (
        <PlainButtonLink to={paths.job.delete.getHref({ haulId })} variant="danger">
          {t('actions.delete')}
        </PlainButtonLink>
      )}
    </div>
  );
};
