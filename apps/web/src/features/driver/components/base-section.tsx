import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenPlace } from '../../../shared/geo/chosen-place';
import { reverseGeocode } from '../../../shared/geo/geo-api';
import { PlaceAutocomplete } from '../../../shared/geo/place-autocomplete';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useSaveDriverSection } from '../use-save-driver-section';
import { SaveButton } from './save-button';
import type { SectionProps } from './section-props';

const currentPosition = () =>
  new Promise<GeolocationPosition>((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000 });
  });

/**
 * Spec 2, base address and location: where the driver starts from, so loads can be found within a radius of it.
 * The place comes from the shared place search (suggestions, or a pin on the map) or the browser's location; the
 * text stays editable afterwards (a street to add) while the point is kept.
 */
export const BaseSection = ({ driver, onSaved }: SectionProps) => {
  const { t } = useTranslation('driver');
  const { save, errors, setErrors, formRef, isPending } = useSaveDriverSection(onSaved);
  const [text, setText] = useState(driver?.base_address ?? '');
  const [chosen, setChosen] = useState<ChosenPlace | null>(
    driver?.base_location ? { name: driver.base_address ?? '', location: driver.base_location } : null,
  );
  const [isLocating, setLocating] = useState(false);

  const locateMe = async () => {
    setLocating(true);
    try {
      const position = await currentPosition().catch(() => null);
      // Spec 8: a refused or failed fix is ignored silently; only a failed look-up is worth a word.
      if (!position) return;
      const { latitude: lat, longitude: lon } = position.coords;
      const found = await reverseGeocode({ lat, lon }).catch(() => null);
      if (!found) {
        setErrors({ base_address: t('base.locationFailed') });
        return;
      }
      setText(found.place.label);
      setChosen({ name: found.place.label, location: found.is_accurate ? [lon, lat] : found.place.location });
      setErrors({});
    } finally {
      setLocating(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim() || !chosen) {
      setErrors({ base_address: t('fieldErrors.baseAddress') });
      return;
    }
    save({ base_address: text.trim(), base_location: chosen.location });
  };

  return (
    <SectionPanel title={t('tabs.base')} intro={t('base.intro')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <PlaceAutocomplete
            label={t('base.address')}
            description={t('base.addressHint')}
            text={text}
            onTextChange={(next) => {
              setText(next);
              // Cleared text means a new place is wanted; the old point must not stay behind it.
              if (next.trim() === '') setChosen(null);
            }}
            chosen={chosen}
            onChoose={setChosen}
            error={errors.base_address}
            maxLength={300}
            required
          />
          <Group gap="sm">
            <Button variant="outline" onClick={() => void locateMe()} loading={isLocating}>
              {t('base.useMyLocation')}
            </Button>
          </Group>
          {chosen && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('base.located')}
            </Text>
          )}
          <SaveButton isPending={isPending} />
        </Stack>
      </form>
    </SectionPanel>
  );
};
