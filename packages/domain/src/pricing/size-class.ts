import { CLASS_RATES, LIGHT_MAX_HEIGHT_M, LIGHT_MAX_WIDTH_M, SIZE_CLASSES, type SizeClass } from './rates-table';

export type LoadMeasures = { lengthM: number; widthM: number; heightM: number; weightKg: number };

const fits = (sizeClass: SizeClass, load: LoadMeasures): boolean => {
  const rates = CLASS_RATES[sizeClass];
  if (load.weightKg > rates.maxWeightKg || load.lengthM > rates.maxLengthM) return false;
  if (sizeClass !== 'light') return true;
  return load.widthM <= LIGHT_MAX_WIDTH_M && load.heightM <= LIGHT_MAX_HEIGHT_M;
};

/**
 * The smallest truck class that carries the load (metres, kilograms), or null when the load is beyond every class
 * (heavier than 36 t or longer than 23 m): such a load is never priced automatically.
 */
export const classifyLoad = (load: LoadMeasures): SizeClass | null =>
  SIZE_CLASSES.find((sizeClass) => fits(sizeClass, load)) ?? null;
