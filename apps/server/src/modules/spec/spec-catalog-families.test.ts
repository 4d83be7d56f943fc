import { describe, expect, it } from 'vitest';
import { specFixtureCatalog } from './spec-fixture';

const catalog = specFixtureCatalog();
const best = (text: string) => {
  const answer = catalog.findBest(text);
  return answer && { name: answer.row.name, match: answer.match };
};

describe('a model not on file answers its series or a relative on the same frame, and says so', () => {
  it.each([
    ['Kubota M7-172', 'Kubota M7-174 Premium tractor (4WD cab)'],
    ['kubota m7 172', 'Kubota M7-174 Premium tractor (4WD cab)'],
    ['m7-172', 'Kubota M7-174 Premium tractor (4WD cab)'],
    ['jd 8r 340', 'John Deere 8R 370'],
    ['8R340', 'John Deere 8R 370'],
    ['axial flow 7140', 'Case IH Axial-Flow 7150 combine (Brazil spec, without header)'],
  ])('answers %j with the nearest rating of its series, as a relative', (text, name) => {
    expect(best(text)).toEqual({ name, match: 'relative' });
  });

  it('offers the nearest relative first and the others after it', () => {
    expect(catalog.suggest('kubota m7-172').map(({ row, match }) => [row.model, match])).toEqual([
      ['M7-174 Premium', 'relative'],
      ['M7-154 Premium', 'relative'],
    ]);
  });

  it('answers a row that covers the series as the series, for any of its models', () => {
    expect(best('Case IH Steiger 580')).toEqual({ name: 'Case IH Steiger (Steiger series)', match: 'series' });
    expect(best('jd 9r 540')).toEqual({ name: 'John Deere 9R 490/540/590 (9R series)', match: 'series' });
    expect(best('jd 9r 570')).toEqual({ name: 'John Deere 9R 490/540/590 (9R series)', match: 'relative' });
  });

  it('answers the model itself as the model, whatever its spelling', () => {
    for (const text of [
      'kubota m7-174',
      'KUBOTA M7 174',
      'jd 8r 370',
      'JD 8R370',
      'nh t7.270',
      'NH T7 270',
      't7-270',
    ]) {
      expect(best(text)?.match, text).toBe('model');
    }
  });

  it('calls a rating picked for a query naming only its series a relative', () => {
    expect(best('New Holland T7')).toEqual({ name: 'New Holland T7.270', match: 'relative' });
    expect(best('ih magnum')).toEqual({ name: 'Case IH Magnum 340', match: 'relative' });
  });

  it('finds no relative across a change of size class, make or kind, nor for a bare model number', () => {
    for (const text of [
      'jd 8r 999', // 8R 370 and 410 are other frames
      'silverado 3500', // Silverado 1500 and 2500 HD are other classes
      'kubota m5 172', // another series
      'massey m7 172', // another make
      'kubota m7 172 combine', // another kind
      'bourgault 3310', // a bare number has no series to be a relative in
    ]) {
      expect(best(text), text).toBeUndefined();
    }
  });

  it('is not fooled by "Series" in a model name (Cat 262C Series 2 is one model)', () => {
    expect(best('cat 262c')).toEqual({ name: 'Cat 262C Series 2', match: 'model' });
  });
});

describe('vehicle years', () => {
  it('takes a row whose years cover the year asked for as the model', () => {
    expect(best('2019 F-150')).toEqual({ name: 'Ford F-150 2015-2020 (13th gen)', match: 'model' });
    expect(best('ford f150 2016')).toEqual({ name: 'Ford F-150 2015-2020 (13th gen)', match: 'model' });
    expect(best('2003 yamaha fx140')?.match).toBe('model');
  });

  it('takes the nearest year of the same model as a relative', () => {
    expect(best('2024 f150')).toEqual({ name: '2025 Ford F-150 XL 2WD Regular Cab 6.5 ft box', match: 'relative' });
    expect(best('2023 civic')).toEqual({ name: '2022 Honda Civic Sedan', match: 'relative' });
    expect(best('2010 yamaha fx140')?.match).toBe('relative');
  });

  it('keeps the year asked for when the row states it', () => {
    expect(best('2021 civic')).toEqual({ name: '2021 Honda Civic Sedan', match: 'model' });
  });
});
