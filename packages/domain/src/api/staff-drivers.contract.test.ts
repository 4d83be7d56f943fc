import { describe, expect, it } from 'vitest';
import { insuranceFlags } from './staff-drivers.contract';

describe('insuranceFlags', () => {
  const today = '2026-06-01';
  const flag = (expiry: string) => insuranceFlags([{ id: 'v', insurance_expiry: expiry }], today)[0];

  it('flags a policy that ran out as expired, and one ending within 30 days as expiring', () => {
    expect(flag('2026-05-31')).toMatchObject({ state: 'expired', days_left: -1 });
    expect(flag('2026-06-01')).toMatchObject({ state: 'expiring', days_left: 0 });
    expect(flag('2026-07-01')).toMatchObject({ state: 'expiring', days_left: 30 });
  });

  it('leaves a policy good for more than 30 days unflagged', () => {
    expect(flag('2026-07-02')).toBeUndefined();
  });
});
