import { type Vehicle, VehicleInputSchema } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VEHICLE_FORM,
  lengthFromText,
  lengthText,
  vehicleFormOf,
  vehicleInputOf,
  weightFromText,
  weightText,
} from './vehicle-form';

const VEHICLE: Vehicle = {
  id: 'v1',
  vehicle_type: 'flatbed',
  make: 'Peterbilt',
  model: '389',
  year: 2019,
  color: 'Red',
  license: 'SK 123 ABC',
  insurance_company: 'SGI',
  insurance_policy_number: 'P-778',
  insurance_expiry: '2027-03-31',
  capacity_kg: 20_000,
  deck_length_m: 14.63,
  deck_width_m: 2.59,
  max_load_height_m: null,
};

describe('vehicle capacities in the user units', () => {
  it('reads feet and pounds into metres and kilograms', () => {
    expect(lengthFromText('48', 'imp')).toBeCloseTo(14.6304, 3);
    expect(weightFromText('44,092 lb', 'imp')).toBeCloseTo(20_000, 0);
    expect(lengthFromText('14.63', 'metric')).toBe(14.63);
    expect(weightFromText('20000', 'metric')).toBe(20_000);
  });

  it('treats an empty or digit-less entry as no figure', () => {
    expect(lengthFromText('', 'imp')).toBeNull();
    expect(weightFromText('lb', 'imp')).toBeNull();
  });

  it('shows feet to a tenth and metres to the centimetre, and reads back what it shows', () => {
    expect(lengthText(14.6304, 'imp')).toBe('48');
    expect(lengthText(2.5908, 'imp')).toBe('8.5');
    expect(lengthText(2.591, 'metric')).toBe('2.59');
    expect(weightText(20_000, 'imp')).toBe('44092');
    for (const feet of ['8.5', '48', '53.2']) {
      expect(lengthText(lengthFromText(feet, 'imp'), 'imp')).toBe(feet);
    }
  });
});

describe('vehicle form', () => {
  it('round-trips a saved vehicle through the imperial form', () => {
    const input = vehicleInputOf(vehicleFormOf(VEHICLE, 'imp'), 'imp');
    expect(input).toMatchObject({ vehicle_type: 'flatbed', make: 'Peterbilt', year: 2019, max_load_height_m: null });
    expect(input.capacity_kg).toBeCloseTo(20_000, -1);
    expect(input.deck_length_m).toBeCloseTo(14.63, 1);
    expect(VehicleInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends a missing expiry as null for the server to fill with today, and leaves out an unpicked type', () => {
    const input = vehicleInputOf({ ...EMPTY_VEHICLE_FORM, year: '' }, 'metric');
    expect(input.insurance_expiry).toBeNull();
    expect(input.year).toBeNull();
    expect('vehicle_type' in input).toBe(false);
  });

  it('lets the contract refuse a year that is not one', () => {
    const input = vehicleInputOf({ ...EMPTY_VEHICLE_FORM, vehicle_type: 'hotshot', year: '1820' }, 'metric');
    expect(VehicleInputSchema.safeParse(input).success).toBe(false);
  });
});
