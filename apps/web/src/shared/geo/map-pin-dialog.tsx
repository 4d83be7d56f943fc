import type { GeoPoint } from '@freight/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRouteMap } from '../map/lazy-route-map';
import type { MapPoint } from '../map/map-view';
import { type ChosenPlace, chosenFromPin, type DroppedPin, lookUpDroppedPin, pinName } from './chosen-place';

type MapPinDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Where the map opens: an approximate place's centre, marked until the user taps the real spot. */
  around?: MapPoint | undefined;
  onChoose: (place: ChosenPlace) => void;
};

/**
 * The way to a place the search cannot name: the user taps the spot, the nearest town names it ("Pin near
 * Rosetown, SK"), and the tapped point itself becomes the location.
 */
export const MapPinDialog = ({ opened, onClose, around, onChoose }: MapPinDialogProps) => {
  const { t } = useTranslation('places');
  const { t: tCommon } = useTranslation();
  const [tapped, setTapped] = useState<GeoPoint | null>(null);
  const [pin, setPin] = useState<DroppedPin | null>(null);
  // Taps can outrun the look-ups: only the answer for the last tap may name the pin.
  const lastTap = useRef(0);

  const drop = async (point: GeoPoint) => {
    const tap = ++lastTap.current;
    setTapped(point);
    setPin(null);
    const found = await lookUpDroppedPin(point);
    if (tap === lastTap.current) setPin(found);
  };

  const close = () => {
    lastTap.current++;
    setTapped(null);
    setPin(null);
    onClose();
  };

  const use = () => {
    if (!pin) return;
    onChoose(chosenFromPin(t, pin));
    close();
  };

  const named = pin ? pinName(t, pin) : null;
  // The marker is already called a pin ("Pin: Rosetown, SK"): its label is the town, or the coordinates.
  const markerLabel = pin?.town?.label ?? (tapped ? `${tapped.lat.toFixed(4)}, ${tapped.lon.toFixed(4)}` : '');
  const marked: MapPoint | undefined = tapped ? { ...tapped, label: markerLabel } : around;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dialog.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': tCommon('close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('dialog.hint')}</Text>
        <LazyRouteMap pin={marked} onPick={(point) => void drop(point)} height={340} regionLabel={t('dialog.map')} />
        <div aria-live="polite">
          {tapped && !pin && <Text size="sm">{t('dialog.lookingUp')}</Text>}
          {named && <Text fw={600}>{named}</Text>}
          {pin && !pin.town && (
            <Text size="sm" c="dimmed">
              {t('dialog.noTown')}
            </Text>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={use} disabled={!pin}>
            {t('dialog.use')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
