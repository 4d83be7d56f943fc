import {
  FEET_PER_METRE,
  kgToLb,
  lbToKg,
  parseMeasurementInput,
  type UnitSystem,
  VEHICLE_TYPES,
  type Vehicle,
  type VehicleInput,
  type VehicleType,
} from '@freight/domain';

/**
 * The vehicle form as typed: text fields, with the capacity in the user's units (kg or lb) and the deck in metres or
 * decimal feet. Storage is always kilograms and metres (DESIGN 2); only this file converts between the two.
 */
export type VehicleForm = {
  vehicle_type: VehicleType | '';
  make: string;
  model: string;
  year: string;
  color: string;
  license: string;
  insurance_company: string;
  insurance_policy_number: string;
  insurance_expiry: string;
  capacity: string;
  deck_length: string;
  deck_width: string;
  max_load_height: string;
};

export const EMPTY_VEHICLE_FORM: VehicleForm = {
  vehicle_type: '',
  make: '',
  model: '',
  year: '',
  color: '',
  license: '',
  insurance_company: '',
  insurance_policy_number: '',
  insurance_expiry: '',
  capacity: '',
  deck_length: '',
  deck_width: '',
  max_load_height: '',
};

/** A stored length in the user's units: feet to a tenth (2.5908 m is "8.5"), metres to the centimetre ("2.44"). */
export const lengthText = (lengthM: number | null, units: UnitSystem): string => {
  if (lengthM === null) return '';
  return units === 'imp'
    ? String(Math.round(lengthM * FEET_PER_METRE * 10) / 10)
    : String(Math.round(lengthM * 100) / 100);
};

export const weightText = (weightKg: number | null, units: UnitSystem): string => {
  if (weightKg === null) return '';
  return String(Math.round(units === 'imp' ? kgToLb(weightKg) : weightKg));
};

/** A typed length in the user's units as metres; empty or digit-less text is no figure at all. */
export const lengthFromText = (text: string, units: UnitSystem): number | null => {
  const value = parseMeasurementInput(text);
  if (value === null) return null;
  return units === 'imp' ? value / FEET_PER_METRE : value;
};

export const weightFromText = (text: string, units: UnitSystem): number | null => {
  const value = parseMeasurementInput(text);
  if (value === null) return null;
  return units === 'imp' ? lbToKg(value) : value;
};

const isVehicleType = (value: string): value is VehicleType => (VEHICLE_TYPES as readonly string[]).includes(value);

export const vehicleFormOf = (vehicle: Vehicle, units: UnitSystem): VehicleForm => ({
  vehicle_type: isVehicleType(vehicle.vehicle_type) ? vehicle.vehicle_type : '',
  make: vehicle.make,
  model: vehicle.model,
  year: vehicle.year === null ? '' : String(vehicle.year),
  color: vehicle.color,
  license: vehicle.license,
  insurance_company: vehicle.insurance_company,
  insurance_policy_number: vehicle.insurance_policy_number,
  insurance_expiry: vehicle.insurance_expiry,
  capacity: weightText(vehicle.capacity_kg, units),
  deck_length: lengthText(vehicle.deck_length_m, units),
  deck_width: lengthText(vehicle.deck_width_m, units),
  max_load_height: lengthText(vehicle.max_load_height_m, units),
});

/** A year as typed: digits only, else null (the server's range check then speaks for itself). */
const yearOf = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The body of POST /vehicle/ or PATCH /vehicle/{id}/. An empty expiry is sent as null: the server puts today's date
 * in its place (spec 5). The caller checks it with VehicleInputSchema, the server's own rules.
 */
export const vehicleInputOf = (form: VehicleForm, units: UnitSystem): VehicleInput => ({
  ...(form.vehicle_type ? { vehicle_type: form.vehicle_type } : {}),
  make: form.make,
  model: form.model,
  year: yearOf(form.year),
  color: form.color,
  license: form.license,
  insurance_company: form.insurance_company,
  insurance_policy_number: form.insurance_policy_number,
  insurance_expiry: form.insurance_expiry.trim() === '' ? null : form.insurance_expiry.trim(),
  capacity_kg: weightFromText(form.capacity, units),
  deck_length_m: lengthFromText(form.deck_length, units),
  deck_width_m: lengthFromText(form.deck_width, units),
  max_load_height_m: lengthFromText(form.max_load_height, units),
});
