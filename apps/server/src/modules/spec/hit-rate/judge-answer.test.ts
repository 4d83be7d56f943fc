import { describe, expect, it } from 'vitest';
import type { SpecAnswer } from '../spec-catalog';
import type { SpecRow } from '../spec-row';
import { judgeAnswer } from './judge-answer';
import type { ShippedMachine } from './machines-people-ship';

const machine = (overrides: Partial<ShippedMachine> = {}): ShippedMachine => ({
  query: 'Honda CR-V',
  make: ['Honda'],
  family: 'CR-V',
  category: ['suv'],
  length_m: undefined,
  width_m: undefined,
  height_m: undefined,
  weight_kg: undefined,
  source: 'https://example.org/ranking',
  figure_note: '',
  ...overrides,
});

/** A catalogue row found as the model itself. */
const row = (overrides: Partial<SpecRow> = {}): SpecAnswer => ({
  match: 'model',
  row: {
    category: 'suv',
    load_type: 'vehicle',
    make: 'Honda',
    model: 'CRV',
    name: '2023 Honda CRV EX',
    length_m: 4.69,
    width_m: 1.87,
    height_m: 1.68,
    weight_kg: 1600,
    configuration: 'curb weight',
    source_url: 'https://example.org/spec',
    source_note: 'figures as the maker lists them',
    ...overrides,
  },
});

describe('judgeAnswer', () => {
  it('takes the right make and model family, whatever the punctuation', () => {
    expect(judgeAnswer(machine(), row())).toEqual({ kind: 'right' });
  });

  it('counts no answer as a miss', () => {
    expect(judgeAnswer(machine(), undefined)).toEqual({ kind: 'nothing' });
  });

  it('fails an answer of another category even from the right make', () => {
    const backhoe = row({ category: 'backhoe', make: 'Case IH', model: '580N', name: 'Case 580N' });
    const steiger = machine({
      query: 'Case IH Steiger 580',
      make: ['Case IH'],
      family: 'Steiger',
      category: ['tractor'],
    });
    expect(judgeAnswer(steiger, backhoe).kind).toBe('other_category');
  });

  it('accepts any of the categories a name is sold as', () => {
    const cougar = machine({ make: ['Keystone'], family: 'Cougar', category: ['fifth_wheel', 'travel_trailer'] });
    const trailer = row({
      category: 'travel_trailer',
      make: 'Keystone',
      model: 'Cougar 29BHS',
      name: 'Keystone Cougar 29BHS',
    });
    expect(judgeAnswer(cougar, trailer)).toEqual({ kind: 'right' });
  });

  it('fails another machine of the same kind', () => {
    expect(judgeAnswer(machine(), row({ model: 'HR-V', name: '2023 Honda HR-V' })).kind).toBe('other_machine');
    expect(judgeAnswer(machine(), row({ make: 'Toyota' })).kind).toBe('other_machine');
  });

  it('never counts typical figures as the machine', () => {
    expect(judgeAnswer(machine(), { ...row(), match: 'typical' }).kind).toBe('typical');
  });

  it('holds the answer to each published figure within 10%', () => {
    expect(judgeAnswer(machine({ length_m: 4.3 }), row()).kind).toBe('right');
    expect(judgeAnswer(machine({ length_m: 4.2 }), row())).toEqual({
      kind: 'figures_off',
      answer: '2023 Honda CRV EX (suv)',
      off: ['length_m 4.69 vs 4.2'],
    });
  });
});
