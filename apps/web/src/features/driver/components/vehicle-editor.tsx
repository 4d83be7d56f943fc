import { type Vehicle, VehicleInputSchema } from '@freight/domain';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../shared/format/use-display-settings';
import { type FieldErrors, fieldErrorsFromApi, fieldErrorsFromIssues } from '../../../shared/forms/field-errors';
import { useFieldErrors } from '../../../shared/forms/use-field-errors';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useReferenceData, useSaveVehicle } from '../driver-api';
import { EMPTY_VEHICLE_FORM, type VehicleForm, vehicleFormOf, vehicleInputOf } from '../vehicle-form';

type VehicleEditorProps = { vehicle: Vehicle | null; onDone: () => void };

/** Which form field shows a complaint about a wire field (capacities are typed in the user's units). */
const FORM_FIELD: Partial<Record<string, keyof VehicleForm>> = {
  capacity_kg: 'capacity',
  deck_length_m: 'deck_length',
  deck_width_m: 'deck_width',
  max_load_height_m: 'max_load_height',
};
const formErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [FORM_FIELD[field] ?? field, message]));

/** Adds a vehicle (POST /vehicle/) or changes one (PATCH /vehicle/{id}/): spec 3's fields plus its capacity. */
export const VehicleEditor = ({ vehicle, onDone }: VehicleEditorProps) => {
  const { t } = useTranslation('driver');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const { unitSystem } = useDisplaySettings();
  const reference = useReferenceData();
  const saveVehicle = useSaveVehicle();
  const notify = useNotify();
  const headingId = useId();
  const [form, setForm] = useState<VehicleForm>(() =>
    vehicle ? vehicleFormOf(vehicle, unitSystem) : EMPTY_VEHICLE_FORM,
  );
  const { errors, setErrors, formRef } = useFieldErrors();
  const [weightUnit, lengthUnit] = unitSystem === 'imp' ? (['lb', 'ft'] as const) : (['kg', 'm'] as const);

  const field = (name: Exclude<keyof VehicleForm, 'vehicle_type'>) => ({
    name,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.vehicle_type) {
      setErrors({ vehicle_type: t('fieldErrors.vehicleType') });
      return;
    }
    const parsed = VehicleInputSchema.safeParse(vehicleInputOf(form, unitSystem));
    if (!parsed.success) {
      setErrors(formErrors(fieldErrorsFromIssues(tFields, parsed.error.issues)));
      return;
    }
    setErrors({});
    saveVehicle.mutate(
      { vehicleId: vehicle?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          notify.success(t(vehicle ? 'vehicles.changed' : 'vehicles.added'));
          onDone();
        },
        onError: (error) => {
          setErrors(formErrors(fieldErrorsFromApi(tFields, error)));
          notify.error(translateApiError(tErrors, error));
        },
      },
    );
  };

  const typeOptions = [
    { value: '', label: t('vehicles.chooseType') },
    ...(reference.data?.vehicle_types ?? []).map((type) => ({ value: type, label: t(`vehicleTypes.${type}`) })),
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {t(vehicle ? 'vehicles.editTitle' : 'vehicles.addTitle')}
          </Title>
          <NativeSelect
            name="vehicle_type"
            label={t('vehicles.type')}
            data={typeOptions}
            value={form.vehicle_type}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              const type = reference.data?.vehicle_types.find((candidate) => candidate === chosen);
              setForm((current) => ({ ...current, vehicle_type: type ?? '' }));
            }}
            error={errors.vehicle_type}
            required
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('vehicles.make')} {...field('make')} maxLength={80} />
            <TextInput label={t('vehicles.model')} {...field('model')} maxLength={80} />
            <TextInput label={t('vehicles.year')} inputMode="numeric" {...field('year')} maxLength={4} />
            <TextInput label={t('vehicles.color')} {...field('color')} maxLength={40} />
            <TextInput label={t('vehicles.license')} {...field('license')} maxLength={20} />
            <TextInput label={t('vehicles.insuranceCompany')} {...field('insurance_company')} maxLength={120} />
            <TextInput label={t('vehicles.policyNumber')} {...field('insurance_policy_number')} maxLength={60} />
            <TextInput
              type="date"
              label={t('vehicles.insuranceExpiry')}
              description={t('vehicles.insuranceExpiryHint')}
              {...field('insurance_expiry')}
            />
          </SimpleGrid>
          <Title order={4} size="h5">
            {t('vehicles.capacityTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('vehicles.capacity', { unit: weightUnit })}
              inputMode="decimal"
              rightSection={<span aria-hidden="true">{weightUnit}</span>}
              {...field('capacity')}
            />
            <TextInput
              label={t('vehicles.deckLength', { unit: lengthUnit })}
              inputMode="decimal"
              rightSection={<span aria-hidden="true">{lengthUnit}</span>}
              {...field('deck_length')}
            />
            <TextInput
              label={t('vehicles.deckWidth', { unit: lengthUnit })}
              inputMode="decimal"
              rightSection={<span aria-hidden="true">{lengthUnit}</span>}
              {...field('deck_width')}
            />
            <TextInput
              label={t('vehicles.maxHeight', { unit: lengthUnit })}
              inputMode="decimal"
              rightSection={<span aria-hidden="true">{lengthUnit}</span>}
              {...field('max_load_height')}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" loading={saveVehicle.isPending}>
              {t(vehicle ? 'vehicles.saveChanges' : 'vehicles.saveNew')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
