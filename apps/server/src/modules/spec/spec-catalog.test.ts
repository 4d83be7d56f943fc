import { describe, expect, it } from 'vitest';
import { SpecCatalog } from './spec-catalog';
import { SPEC_FIXTURE_ROWS, specFixtureCatalog } from './spec-fixture';
import type { SpecRow } from './spec-row';

const catalog = specFixtureCatalog();
const best = (text: string) => catalog.findBest(text)?.row.name;
const suggested = (text: string) => catalog.suggest(text).map(({ row }) => row.name);

describe('SpecCatalog.findBest', () => {
  it.each([
    ['jd 8r 370', 'John Deere 8R 370'],
    ['JD 8R370', 'John Deere 8R 370'],
    ['john deere 8r-370', 'John Deere 8R 370'],
    ['Bourgault 3320', 'Bourgault 3320'],
    ['f150', '2025 Ford F-150 XL 2WD Regular Cab 6.5 ft box'],
    ['f-150', '2025 Ford F-150 XL 2WD Regular Cab 6.5 ft box'],
    ['FORD F 150', '2025 Ford F-150 XL 2WD Regular Cab 6.5 ft box'],
    ['f150 lightning', '2025 Ford F-150 Lightning Pro 4WD SuperCrew 5.5 ft box'],
    ['silverado', 'Chevrolet Silverado 1500'],
    ['chevy silverado 2500hd', 'Chevrolet Silverado 2500 HD'],
    ['cat 259d', 'Caterpillar 259D'],
    ['Cat 246-D', 'Cat 246D'],
    ['case 580n', 'Case 580N'],
    ['case magnum 340', 'Case IH Magnum 340'],
    ['ih magnum', 'Case IH Magnum 340'],
    ['nh t7 270', 'New Holland T7.270'],
    ['vw id4', '2024 Volkswagen ID.4 Pro'],
    ['mf 35', 'Massey Ferguson 35 gas'],
    ['dodge ram 2500', 'Ram 2500'],
    ['deere 8r370', 'John Deere 8R 370'],
    ['caseih magnum 340', 'Case IH Magnum 340'],
  ])('takes %j for %s (abbreviations, spacing and punctuation)', (text, name) => {
    expect(best(text)).toBe(name);
  });

  it.each([
    ['silverdao', 'Chevrolet Silverado 1500'],
    ['silvarado 1500', 'Chevrolet Silverado 1500'],
    ['bourgalt 3320', 'Bourgault 3320'],
    ['caterpiller 259d', 'Caterpillar 259D'],
    ['jhon deer 4020', 'John Deere 4020 diesel Syncro-Range row-crop'],
    ['honda civc', '2022 Honda Civic Sedan'],
    ['teslaa modle 3', '2024 Tesla Model 3 Rear-Wheel Drive'],
    ['cybertrck', '2024 Tesla Cybertruck AWD'],
  ])('forgives the typos of %j', (text, name) => {
    expect(best(text)).toBe(name);
  });

  it('takes the year asked for, and the newest when none is', () => {
    expect(best('2021 civic')).toBe('2021 Honda Civic Sedan');
    expect(best('honda civic sedan')).toBe('2022 Honda Civic Sedan');
    expect(best('2021 Honda Civic Sedan')).toBe('2021 Honda Civic Sedan');
  });

  it('ranks the exact make and model before rows with more words', () => {
    expect(best('ford f150')).toBe('2025 Ford F-150 XL 2WD Regular Cab 6.5 ft box');
    expect(suggested('f150 lightning')[0]).toBe('2025 Ford F-150 Lightning Pro 4WD SuperCrew 5.5 ft box');
  });

  it('finds nothing for gibberish, a make alone, or a model number not on file', () => {
    for (const text of ['qwxzzy', 'zzzz 9999', 'ford', 'ford zzzz', 'jd 8r 999', 'bourgault 3310', 'silverado 3500']) {
      expect(best(text), text).toBeUndefined();
    }
  });

  it('finds nothing in an empty catalog', () => {
    expect(new SpecCatalog([]).findBest('f150')).toBeUndefined();
    expect(new SpecCatalog([]).suggest('f150')).toEqual([]);
  });
});

describe('SpecCatalog.suggest', () => {
  it('completes the word being typed', () => {
    expect(suggested('jd 8r 3')).toEqual(['John Deere 8R 370']);
    expect(suggested('bourg')).toEqual(['Bourgault 3320', 'Bourgault 3420']);
    expect(suggested('silvera')).toEqual(['Chevrolet Silverado 1500', 'Chevrolet Silverado 2500 HD']);
    expect(suggested('silvr')[0]).toBe('Chevrolet Silverado 1500');
  });

  it('lists every row of a make for the make or its alias, at most 10', () => {
    expect(suggested('jd')).toEqual(expect.arrayContaining(['John Deere 8R 370', 'John Deere 620']));
    expect(suggested('cat')).toEqual(['Cat 236D', 'Cat 246D', 'Caterpillar 259D', 'Cat 262C Series 2']);
    const row = SPEC_FIXTURE_ROWS[0] as SpecRow;
    const many = new SpecCatalog(Array.from({ length: 15 }, (_, at) => ({ ...row, name: `Testmake ${at}` })));
    expect(many.suggest('testmake')).toHaveLength(10);
  });

  it('is the same for any case, punctuation and spacing', () => {
    const expected = suggested('ford f-150');
    for (const text of ['FORD F150', 'ford  f 150', 'Ford/F.150', 'fórd f-150'])
      expect(suggested(text), text).toEqual(expected);
  });

  it('forgives a word the row lacks only beside its make or model number: "air drill" is no Lucid Air', () => {
    expect(suggested('chevrolet zzzz')).toEqual([
      '2023 Chevrolet Bolt EV 1LT',
      'Chevrolet Silverado 1500',
      'Chevrolet Silverado 2500 HD',
    ]);
    expect(suggested('silverado 1500 crew')).toEqual(['Chevrolet Silverado 1500']);
    expect(suggested('silverado drill')).toEqual([]);
    expect(suggested('2024 silverado drill')).toEqual([]);
    expect(best('silverado drill')).toBeUndefined();
  });

  it('suggests nothing for gibberish or blank text', () => {
    expect(suggested('qwxzzy')).toEqual([]);
    expect(suggested(' - ')).toEqual([]);
    expect(suggested('zzzz 150')).toEqual([]);
  });
});
