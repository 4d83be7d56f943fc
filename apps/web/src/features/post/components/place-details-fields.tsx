import { LOADING_TIMES, type LoadingTime, type PlaceDetailsInput } from '@freight/domain';
import { Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PlaceDetailsFieldsProps = {
  end: 'origin' | 'destination';
  value: PlaceDetailsInput;
  onChange: (changes: PlaceDetailsInput) => void;
  addressError?: string;
};

const isLoadingTime = (value: string): value is LoadingTime => (LOADING_TIMES as readonly string[]).includes(value);

/** Spec 2: pickup or drop-off details: address, dock, who loads, when, and special instructions. */
export const PlaceDetailsFields = ({ end: role, value, onChange, addressError }: PlaceDetailsFieldsProps) => {
  const { t } = useTranslation(['post', 'common']);
  const handling = role === 'origin' ? 'loading_provided' : 'unloading_provided';
  return (
    <Stack gap="sm">
      <TextInput
        label={t(`place.${role}.address`)}
        description={t('place.addressHint')}
        value={value.address ?? ''}
        onChange={(event) => onChange({ address: event.currentTarget.value })}
        error={addressError}
        required
      />
      <Checkbox
        label={t('place.loadingDock')}
        checked={value.loading_dock ?? false}
        onChange={(event) => onChange({ loading_dock: event.currentTarget.checked })}
      />
      <Checkbox
        label={t(`place.${role}.handling`)}
        checked={value[handling] ?? false}
        onChange={(event) => onChange({ [handling]: event.currentTarget.checked })}
      />
      <NativeSelect
        label={t(`place.${role}.times`)}
        value={value.loading_times ?? ''}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onChange({ loading_times: isLoadingTime(chosen) ? chosen : null });
        }}
        data={[
          { value: '', label: t('place.timesUnset') },
          ...LOADING_TIMES.map((time) => ({ value: time, label: t(`common:loadingTimes.${time}`) })),
        ]}
      />
      <Textarea
        label={t('place.instructions')}
        description={t('place.instructionsHint')}
        value={value.instructions ?? ''}
        onChange={(event) => onChange({ instructions: event.currentTarget.value })}
        autosize
        minRows={2}
      />
    </Stack>
  );
};
