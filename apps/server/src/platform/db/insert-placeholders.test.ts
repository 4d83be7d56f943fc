import { describe, expect, it } from 'vitest';
import { loads } from '../../db/schema';
import { insertRowParams, insertRowPlaceholders } from './insert-placeholders';

const load = {
  haulId: '0190a5d2-0000-7000-8000-000000000001',
  makeModel: 'Kubota M7-172 tractor',
  lengthM: 5.1,
  widthM: 2.55,
  heightM: 3.05,
  weightKg: 6_900,
  loadType: 'machinery',
  readyAt: new Date('2026-06-01T15:00:00Z'),
  deliverBy: null,
  externalData: { year: 2021 },
};

describe('insertRowParams', () => {
  it('sends each given value as Drizzle would: encoded by its column, a NULL as NULL', () => {
    const { params } = insertRowParams(loads, load, 'load.');
    expect(params['load.readyAt']).toBe('2026-06-01T15:00:00.000Z');
    expect(params['load.deliverBy']).toBeNull();
    expect(params['load.externalData']).toBe('{"year":2021}');
    expect(params['load.lengthM']).toBe(5.1);
  });

  it('makes a fresh id for every row from the column’s $defaultFn, never one fixed when the statement was built', () => {
    const first = insertRowParams(loads, load, 'load.');
    const second = insertRowParams(loads, load, 'load.');
    expect(first.params['load.id']).toEqual(expect.any(String));
    expect(first.params['load.id']).not.toBe(second.params['load.id']);
    expect(first.shape).toBe(second.shape);
  });

  it('fills the parameters it is given, so the rows of one statement share them under their own prefixes', () => {
    const params: Record<string, unknown> = { 'other.id': 'kept' };
    const first = insertRowParams(loads, load, 'first.', params);
    const second = insertRowParams(loads, { ...load, lengthM: 7 }, 'second.', params);
    expect(first.params).toBe(params);
    expect(second.params).toBe(params);
    expect(params).toMatchObject({ 'other.id': 'kept', 'first.lengthM': 5.1, 'second.lengthM': 7 });
  });

  it('leaves out the columns the row does not give, so they take their SQL defaults, in a shape of their own', () => {
    const { externalData: _left, ...withoutData } = load;
    const full = insertRowParams(loads, load, 'load.');
    const partial = insertRowParams(loads, withoutData, 'load.');
    expect(partial.params).not.toHaveProperty('load.externalData');
    expect(partial.shape).not.toBe(full.shape);
    expect(Object.keys(insertRowPlaceholders(loads, partial.shape, 'load.'))).toEqual(partial.shape.split(','));
  });
});
