import type { Haul } from '@freight/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { paths } from '../../../shared/navigation/paths';
import { useNotify } from '../../../shared/ui/use-notify';
import type { BookingActions } from '../booking-actions';
import { usePickUp, usePostLocation } from '../booking-api';

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
 * The driver holding a confirmed load (spec 4 and 7): Picked up, Complete delivery (with the shipper's code), and
 * Share my location, which the shipper sees on the job map.
 */
export const HolderActions = ({ haul, actions }: { haul: Haul; actions: BookingActions }) => {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const pickUp = usePickUp();
  const postLocation = usePostLocation();
  const [isLocating, setLocating] = useState(false);
  const haulId = haul.id;

  const shareLocation = async () => {
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      await postLocation.mutateAsync({
        haulId,
        body: { lat: coords.latitude, lon: coords.longitude, accuracy: coords.accuracy },
      });
      notify.success(t('location.shared'));
    } catch {
      // Spec 8: a failed update, whether the device could not tell where it is or the server refused, says so.
      notify.error(t('location.failed'));
    } finally {
      setLocating(false);
    }
  };

  if (!actions.canPickUp && !actions.canComplete && !actions.canShareLocation) return null;
  return (
    <Group gap="sm">
      {actions.canPickUp && (
        <Button
          variant="light"
          loading={pickUp.isPending}
          onClick={() =>
            pickUp.mutate(
              { haulId },
              {
                onSuccess: () => notify.success(t('pickUp.done')),
                onError: (error) => notify.error(translateApiError(tErrors, error)),
              },
            )
          }
        >
          {t('pickUp.action')}
        </Button>
      )}
      {actions.canComplete && (
        <Button component={Link} to={paths.job.complete.getHref({ haulId })}>
          {t('complete.action')}
        </Button>
      )}
      {actions.canShareLocation && (
        <Button variant="default" loading={isLocating} onClick={() => void shareLocation()}>
          {t('location.share')}
        </Button>
      )}
    </Group>
  );
};
