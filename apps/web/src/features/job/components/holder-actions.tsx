import type { Haul } from '@freight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/navigation/paths';
import { usePendingMoves } from '../../../shared/offline/outbox';
import { PendingMoves } from '../../../shared/offline/pending-moves';
import { sendNowOrSave, useSaveMove } from '../../../shared/offline/use-save-move';
import { useSession } from '../../../shared/session/session-provider';
import { PlainButton, PlainButtonLink } from '../../../shared/ui/plain-button';
import layout from '../../../shared/ui/plain-layout.module.css';
import { useNotify } from '../../../shared/ui/use-notify';
import type { BookingActions } from '../booking-actions';
import { usePostLocation } from '../booking-api';
import { PickupDialog } from './job-dialogs';

/** One reading of where the device is; a fresh fix, not a cached one, since the shipper follows the load by it. */
const currentPosition = () =>
  new Promise<GeolocationPosition>((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 20_000 });
  });

/**
 * The driver holding a confirmed load (spec 4 and 7): Picked up (the pickup inspection), Complete delivery (the
 * delivery inspection and the shipper's code), and
 * Share my location, which the shipper sees on the job map. With no signal each move is saved and sent when the
 * signal returns (shared/offline); a saved move's button gives way to the list of what waits to be sent.
 */
export const HolderActions = ({ haul, actions }: { haul: Haul; actions: BookingActions }) => {
  const { t } = useTranslation('booking');
  const notify = useNotify();
  const postLocation = usePostLocation();
  const saveMove = useSaveMove();
  const { user } = useSession();
  const pending = usePendingMoves(user?.id, haul.id);
  const isPending = (kind: string) => pending.some((move) => move.kind === kind);
  const [isLocating, setLocating] = useState(false);
  const [isInspecting, setInspecting] = useState(false);
  const haulId = haul.id;

  const shareLocation = async () => {
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      const position = { lat: coords.latitude, lon: coords.longitude, accuracy: coords.accuracy };
      const sent = await sendNowOrSave(
        () => postLocation.mutateAsync({ haulId, body: position }),
        () => saveMove(haul, { kind: 'location', ...position }),
      );
      // Saved for later, the driver has already been told so by saveMove.
      if (sent === 'sent') notify.success(t('location.shared'));
    } catch {
      // Spec 8: a failed update, whether the device could not tell where it is or the server refused, says so.
      notify.error(t('location.failed'));
    } finally {
      setLocating(false);
    }
  };

  if (!actions.canPickUp && !actions.canComplete && !actions.canShareLocation && pending.length === 0) return null;
  return (
    <div className={layout.stackSm}>
      <div className={layout.group}>
        {actions.canPickUp && !isPending('pick_up') && (
          <PlainButton variant="light" onClick={() => setInspecting(true)}>
            {t('pickUp.action')}
          </PlainButton>
        )}
        {actions.canComplete && !isPending('complete') && (
          <PlainButtonLink to={paths.job.complete.getHref({ haulId })}>{t('complete.action')}</PlainButtonLink>
        )}
        {actions.canShareLocation && (
          <PlainButton variant="default" isLoading={isLocating} onClick={() => void shareLocation()}>
            {t('location.share')}
          </PlainButton>
        )}
      </div>
      <PendingMoves haulId={haulId} />
      {actions.canPickUp && (
        <PickupDialog haul={haul} isOpen={isInspecting && !isPending('pick_up')} onClose={() => setInspecting(false)} />
      )}
    </div>
  );
};
