import { describe, expect, it } from 'vitest';
import { isElectricVariant } from './electric-variants';

const vehicle = (make: string, model: string, name = `${make} ${model}`) => ({
  load_type: 'vehicle',
  make,
  model,
  name,
});

describe('isElectricVariant', () => {
  it('marks the electric version of a model that also burns fuel', () => {
    expect(isElectricVariant(vehicle('Chevrolet', 'Equinox EV'))).toBe(true);
    expect(isElectricVariant(vehicle('Ford', 'F-150 Lightning'))).toBe(true);
    expect(isElectricVariant(vehicle('Hyundai', 'Kona Electric Long Range'))).toBe(true);
    expect(isElectricVariant(vehicle('MINI', 'Countryman SE ALL4', '2024 MINI Countryman SE ALL4 Electric'))).toBe(
      true,
    );
  });

  it('leaves models sold only as electric, plain models and machinery unmarked', () => {
    expect(isElectricVariant(vehicle('Chevrolet', 'Bolt EV'))).toBe(false);
    expect(isElectricVariant(vehicle('Audi', 'Q4 e-tron 40'))).toBe(false);
    expect(isElectricVariant(vehicle('Tesla', 'Model 3 Rear-Wheel Drive'))).toBe(false);
    expect(isElectricVariant(vehicle('Chevrolet', 'Equinox'))).toBe(false);
    expect(
      isElectricVariant({
        ...vehicle('Monarch Tractor', 'MK-V', 'Monarch MK-V electric tractor'),
        load_type: 'machinery',
      }),
    ).toBe(false);
  });
});
