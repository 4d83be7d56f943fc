import { getMinorDigits } from '@freight/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../shared/format/use-display-settings';
import { useFormat } from '../../../shared/format/use-format';
import classes from '../profile.module.css';

// A typical haul from the quote flow, stored as every haul is: metres, kilograms, kilometres.
const SAMPLE = { lengthM: 12, weightKg: 9_500, distanceKm: 1_286, priceMajorUnits: 2_450 };

/**
 * One sentence in the chosen units, currency and language, so the reader sees what the settings change. The price
 * shows the currency's format only: converting it needs exchange rates, which arrive with the quote flow.
 */
export const DisplayExample = () => {
  const { t } = useTranslation('profile');
  const { currency } = useDisplaySettings();
  const format = useFormat();
  const price = format.money({
    amountCents: SAMPLE.priceMajorUnits * 10 ** getMinorDigits(currency),
    currency,
  });
  return (
    <div className={classes.example}>
      <Text size="sm" fw={700}>
        {t('display.example')}
      </Text>
      <Text>
        {t('display.exampleLine', {
          length: format.length(SAMPLE.lengthM),
          weight: format.weight(SAMPLE.weightKg),
          distance: format.distance(SAMPLE.distanceKm),
          price,
        })}
      </Text>
    </div>
  );
};
