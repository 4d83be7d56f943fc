import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeDisplaySettings, useDisplaySettings } from '../../../shared/format/use-display-settings';

/** Metric or imperial, right where the measures are typed; the choice applies to the whole app. */
export const UnitsSwitch = () => {
  const { t } = useTranslation('quote');
  const { unitSystem } = useDisplaySettings();
  const change = useChangeDisplaySettings();
  return (
    <SegmentedControl
      aria-label={t('units.label')}
      value={unitSystem}
      onChange={(value) => {
        if (value === 'metric' || value === 'imp') change({ unit_choice: value });
      }}
      data={[
        { value: 'metric', label: t('units.metric') },
        { value: 'imp', label: t('units.imperial') },
      ]}
    />
  );
};
