import type { ReferenceData } from '@freight/domain';
import { Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useReferenceData } from '../driver-api';
import { useSaveDriverSection } from '../use-save-driver-section';
import { SaveButton } from './save-button';
import type { SectionProps } from './section-props';

const COUNTRIES = ['CAN', 'USA'] as const;

/** Spec 2, regions: the provinces and states the driver works in; new loads starting there alert them. */
export const RegionsSection = ({ driver, onSaved }: SectionProps) => {
  const { t } = useTranslation('driver');
  const reference = useReferenceData();
  const { save, errors, setErrors, formRef, isPending } = useSaveDriverSection(onSaved);
  const [regions, setRegions] = useState<string[]>(driver?.regions ?? []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (regions.length === 0) {
      setErrors({ regions: t('fieldErrors.regions') });
      return;
    }
    save({ regions });
  };

  const groups = (data: ReferenceData) =>
    COUNTRIES.map((country) => ({
      group: t(`regions.countries.${country}`),
      items: data.regions
        .filter((region) => region.country === country)
        .map((region) => ({ value: region.code, label: `${region.name} (${region.code})` })),
    }));

  return (
    <SectionPanel title={t('tabs.regions')} intro={t('regions.intro')}>
      {reference.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {reference.isError && <Text c="red.9">{t('referenceFailed')}</Text>}
      {reference.data && (
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            <MultiSelect
              label={t('regions.label')}
              description={t('regions.hint')}
              placeholder={t('regions.placeholder')}
              data={groups(reference.data)}
              value={regions}
              onChange={setRegions}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={t('regions.noMatch')}
              error={errors.regions}
              comboboxProps={{ withinPortal: true }}
              required
            />
            <SaveButton isPending={isPending} />
          </Stack>
        </form>
      )}
    </SectionPanel>
  );
};
