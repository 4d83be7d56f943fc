import { type Haul, isDraft, isPosted, isRemoved } from '@freight/domain';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useResumeHaul } from '../../../shared/hauls/haul-api';
import { paths } from '../../../shared/navigation/paths';
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
    <Group gap="sm">
      {isDraft(haul.status) && (
        <Button component={Link} to={`${paths.quote.ship.getHref()}?haul_id=${haulId}`}>
          {t('actions.finish')}
        </Button>
      )}
      {isPosted(haul.status) && shipperMay(haul, 'edit') && (
        <Button component={Link} to={`${paths.quote.ship.getHref()}?haul_id=${haulId}`} variant="default">
          {t('actions.edit')}
        </Button>
      )}
      {canBoost(haul) && (
        <Button component={Link} to={paths.job.boost.getHref({ haulId })} variant="light">
          {t('actions.boost')}
        </Button>
      )}
      <Button
        variant="default"
        loading={clone.isPending}
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
      </Button>
      {isRemoved(haul.status) && shipperMay(haul, 'resume') && (
        <Button
          variant="light"
          loading={resume.isPending}
          onClick={() =>
            resume.mutate(haulId, {
              onSuccess: () => notify.success(t('resume.done')),
              onError: () => notify.error(t('actionFailed')),
            })
          }
        >
          {t('actions.resume')}
        </Button>
      )}
      {canDelete(haul) && (
        <Button component={Link} to={paths.job.delete.getHref({ haulId })} color="red.9" variant="outline">
          {t('actions.delete')}
        </Button>
      )}
    </Group>
  );
};
