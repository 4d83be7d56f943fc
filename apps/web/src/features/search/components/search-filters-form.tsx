import type { HaulSearchParams, HaulSearchSort, LoadType } from '@freight/domain';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import type { FilterPlace, SearchDraft } from '../search-draft';
import { PlaceInput } from './place-input';

type SearchFiltersFormProps = {
  initial: SearchDraft;
  options: HaulSearchParams | undefined;
  /** "per km" or "per mi" with the currency, for the minimum rate's label. */
  rateUnit: string;
  onApply: (draft: SearchDraft) => void;
  onClear: () => void;
};

/** The radius the form offers first: 100 km when the server offers it, else its middle option. */
const defaultRadius = (options: number[]) =>
  options.includes(100) ? 100 : (options[Math.floor(options.length / 2)] ?? null);

/**
 * Every filter of the search (spec 2 and issue 6): around a place, or along the driver's trip (backhauls); pickup
 * window, load types, what the driver's vehicles can take, minimum rate, order. Applied as a whole with "Show loads".
 */
export const SearchFiltersForm = ({ initial, options, rateUnit, onApply, onClear }: SearchFiltersFormProps) => {
  const { t } = useTranslation(['search', 'quote']);
  const format = useFormat();
  const [draft, setDraft] = useState(initial);
  const change = (changes: Partial<SearchDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const radii = options?.radius_km_options ?? [];
  const radiusData = radii.map((km) => ({ value: String(km), label: format.distance(km) }));
  const regionData = (options?.regions ?? []).map((region) => ({ value: region.code, label: region.name }));
  const pickRadius = (value: string) => (value ? Number(value) : null);
  const withRadius = (place: FilterPlace | null, radius: number | null) =>
    radius ?? (place ? defaultRadius(radii) : null);

  // The driver's base (their profile) as a one-tap origin: where most searches start.
  const base: FilterPlace | null = options?.base_location
    ? { name: options.base_address || t('filters.base'), location: options.base_location }
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form onSubmit={submit} aria-label={t('filters.title')}>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('filters.mode')}
          fullWidth
          value={draft.mode}
          onChange={(value) => change({ mode: value === 'route' ? 'route' : 'area' })}
          data={[
            { value: 'area', label: t('filters.modes.area') },
            { value: 'route', label: t('filters.modes.route') },
          ]}
        />
        {draft.mode === 'area' ? (
          <>
            <PlaceInput
              label={t('filters.origin')}
              value={draft.origin}
              onChange={(origin) => change({ origin, originRadiusKm: withRadius(origin, draft.originRadiusKm) })}
            />
            {base && !draft.origin && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => change({ origin: base, originRadiusKm: withRadius(base, draft.originRadiusKm) })}
              >
                {t('filters.fromBase')}
              </Button>
            )}
            <NativeSelect
              label={t('filters.originRadius')}
              value={draft.originRadiusKm === null ? '' : String(draft.originRadiusKm)}
              onChange={(event) => change({ originRadiusKm: pickRadius(event.currentTarget.value) })}
              data={[{ value: '', label: t('filters.anyDistance') }, ...radiusData]}
              disabled={!draft.origin}
            />
            <MultiSelect
              label={t('filters.originRegions')}
              description={t('filters.originRegionsHint')}
              placeholder={draft.originRegions.length === 0 ? t('filters.noRegion') : undefined}
              value={draft.originRegions}
              onChange={(originRegions) => change({ originRegions })}
              data={regionData}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <SegmentedControl
              aria-label={t('filters.destinationBy')}
              fullWidth
              size="xs"
              value={draft.destinationMode}
              onChange={(value) => change({ destinationMode: value === 'place' ? 'place' : 'regions' })}
              data={[
                { value: 'regions', label: t('filters.destinationModes.regions') },
                { value: 'place', label: t('filters.destinationModes.place') },
              ]}
            />
            {draft.destinationMode === 'regions' ? (
              <MultiSelect
                label={t('filters.destinationRegions')}
                placeholder={draft.destinationRegions.length === 0 ? t('filters.anyRegion') : undefined}
                value={draft.destinationRegions}
                onChange={(destinationRegions) => change({ destinationRegions })}
                data={regionData}
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            ) : (
              <>
                <PlaceInput
                  label={t('filters.destination')}
                  value={draft.destination}
                  onChange={(destination) =>
                    change({ destination, destinationRadiusKm: withRadius(destination, draft.destinationRadiusKm) })
                  }
                />
                <NativeSelect
                  label={t('filters.destinationRadius')}
                  value={String(draft.destinationRadiusKm ?? defaultRadius(radii) ?? '')}
                  onChange={(event) => change({ destinationRadiusKm: pickRadius(event.currentTarget.value) })}
                  data={radiusData}
                  disabled={!draft.destination}
                />
              </>
            )}
          </>
        ) : (
          <>
            <Text size="sm">{t('filters.routeHint')}</Text>
            <PlaceInput
              label={t('filters.routeFrom')}
              value={draft.routeFrom}
              onChange={(routeFrom) => change({ routeFrom, corridorKm: draft.corridorKm ?? defaultRadius(radii) })}
            />
            <PlaceInput
              label={t('filters.routeTo')}
              value={draft.routeTo}
              onChange={(routeTo) => change({ routeTo })}
            />
            <NativeSelect
              label={t('filters.corridor')}
              value={draft.corridorKm === null ? '' : String(draft.corridorKm)}
              onChange={(event) => change({ corridorKm: pickRadius(event.currentTarget.value) })}
              data={radiusData}
            />
          </>
        )}
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('filters.pickupFrom')}
            value={draft.pickupFrom}
            onChange={(event) => change({ pickupFrom: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('filters.pickupTo')}
            value={draft.pickupTo}
            onChange={(event) => change({ pickupTo: event.currentTarget.value })}
          />
        </Group>
        <Checkbox.Group
          label={t('filters.loadTypes')}
          value={draft.loadTypes}
          onChange={(values) => change({ loadTypes: values as LoadType[] })}
        >
          <Stack gap={6} mt={6}>
            {(options?.load_types ?? []).map((type) => (
              <Checkbox key={type} value={type} label={t(`quote:loadTypes.${type}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t('filters.fitsMyVehicles')}
          description={options?.vehicle_limits ? undefined : t('filters.noVehicles')}
          checked={draft.fitsMyVehicles}
          onChange={(event) => change({ fitsMyVehicles: event.currentTarget.checked })}
        />
        <NumberInput
          label={t('filters.minRate', { unit: rateUnit })}
          value={draft.minRate ?? ''}
          onChange={(value) => change({ minRate: typeof value === 'number' ? value : null })}
          min={0}
          step={0.1}
          decimalScale={2}
          allowNegative={false}
        />
        <NativeSelect
          label={t('filters.sort')}
          value={draft.sort ?? 'newest'}
          onChange={(event) => change({ sort: event.currentTarget.value as HaulSearchSort })}
          data={(options?.sorts ?? ['newest'])
            .filter((sort) => sort !== 'nearest' || (draft.mode === 'area' && draft.origin))
            .map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        />
        <Group>
          <Button type="submit">{t('filters.apply')}</Button>
          <Button variant="default" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
