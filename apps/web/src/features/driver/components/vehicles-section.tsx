import { MAX_VEHICLES_PER_DRIVER, type Vehicle } from '@freight/domain';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useNotify } from '../../../shared/ui/use-notify';
import { useDeleteVehicle } from '../driver-api';
import type { SectionProps } from './section-props';
import { VehicleEditor } from './vehicle-editor';

/** null: no form open; 'new': adding one; otherwise the vehicle being changed. */
type Editing = null | 'new' | Vehicle;

const VehicleCard = ({ vehicle, onEdit }: { vehicle: Vehicle; onEdit: () => void }) => {
  const { t } = useTranslation('driver');
  const { t: tErrors } = useTranslation('errors');
  const format = useFormat();
  const notify = useNotify();
  const deleteVehicle = useDeleteVehicle();
  const name =
    [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || t(`vehicleTypes.${vehicle.vehicle_type}`);
  const size = [
    vehicle.capacity_kg !== null && t('vehicles.carries', { weight: format.weight(vehicle.capacity_kg) }),
    vehicle.deck_length_m !== null && t('vehicles.deckOf', { length: format.length(vehicle.deck_length_m) }),
  ].filter(Boolean);

  const [isConfirming, setConfirming] = useState(false);
  const remove = () =>
    deleteVehicle.mutate(
      { vehicleId: vehicle.id },
      {
        onSuccess: () => {
          setConfirming(false);
          notify.success(t('vehicles.deleted'));
        },
        onError: (error) => notify.error(translateApiError(tErrors, error)),
      },
    );

  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap={4}>
        <Text fw={700}>{name}</Text>
        <Text size="sm">
          {t(`vehicleTypes.${vehicle.vehicle_type}`)}
          {vehicle.license && ` · ${t('vehicles.licenseShort', { license: vehicle.license })}`}
        </Text>
        <Text size="sm">
          {t('vehicles.insuredUntil', {
            company: vehicle.insurance_company || '—',
            date: format.date(`${vehicle.insurance_expiry}T12:00:00Z`),
          })}
        </Text>
        {size.length > 0 && <Text size="sm">{size.join(' · ')}</Text>}
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="outline" onClick={onEdit} aria-label={t('vehicles.editNamed', { name })}>
            {t('vehicles.edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={() => setConfirming(true)}
            aria-label={t('vehicles.deleteNamed', { name })}
          >
            {t('vehicles.delete')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('vehicles.deleteTitle', { name })}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('vehicles.deleteBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button color="red.9" onClick={remove} loading={deleteVehicle.isPending}>
              {t('vehicles.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
};

/** Spec 2 and 5, vehicles: the driver's rigs, at most six. */
export const VehiclesSection = ({ driver, onContinue }: SectionProps) => {
  const { t } = useTranslation('driver');
  const [editing, setEditing] = useState<Editing>(null);
  const vehicles = driver?.vehicles ?? [];
  const isFull = vehicles.length >= MAX_VEHICLES_PER_DRIVER;

  return (
    <SectionPanel title={t('tabs.vehicles')} intro={t('vehicles.intro', { max: MAX_VEHICLES_PER_DRIVER })}>
      {vehicles.length === 0 ? (
        <Text>{t('vehicles.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('vehicles.listLabel')}>
          {vehicles.map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} onEdit={() => setEditing(vehicle)} />
          ))}
        </Stack>
      )}
      {editing !== null && (
        <VehicleEditor
          key={editing === 'new' ? 'new' : editing.id}
          vehicle={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {editing === null && (
        <Stack gap={4} align="flex-start">
          <Button
            variant="outline"
            onClick={() => setEditing('new')}
            disabled={isFull}
            aria-describedby={isFull ? 'vehicles-full' : undefined}
          >
            {t('vehicles.add')}
          </Button>
          {isFull && (
            <Text size="sm" id="vehicles-full">
              {t('vehicles.full', { max: MAX_VEHICLES_PER_DRIVER })}
            </Text>
          )}
        </Stack>
      )}
      <Group>
        <Button onClick={onContinue} disabled={editing !== null}>
          {t('continue')}
        </Button>
      </Group>
    </SectionPanel>
  );
};
