import { describe, expect, it } from 'vitest';
import { normalizePlaceName } from './place-name';
import { parsePlaceQuery } from './place-query';
import { ruralMunicipalityLabel, ruralMunicipalityNameForms, splitRuralMunicipalityName } from './rural-municipality';

describe('rural municipality names', () => {
  it('splits "Corman Park No. 344" into its name and number', () => {
    expect(splitRuralMunicipalityName('Corman Park No. 344')).toEqual({ base: 'Corman Park', number: 344 });
    expect(splitRuralMunicipalityName('Estevan No. 5')).toEqual({ base: 'Estevan', number: 5 });
    expect(splitRuralMunicipalityName('Corman Park')).toBeNull();
  });

  it('holds every way people write an RM, so each search finds it', () => {
    const forms = new Set(ruralMunicipalityNameForms('Corman Park No. 344').map(normalizePlaceName));
    for (const typed of [
      'Corman Park',
      'Corman Park No. 344',
      'RM of Corman Park',
      'R.M. of Corman Park',
      'RM of Corman Park No 344',
      'Rural Municipality of Corman Park No. 344',
    ]) {
      const query = parsePlaceQuery(typed);
      expect(query.kind === 'name' && forms.has(query.readings[0]?.name ?? '')).toBe(true);
    }
  });

  it('labels an RM the way Saskatchewan writes it', () => {
    expect(ruralMunicipalityLabel('Corman Park No. 344')).toBe('RM of Corman Park No. 344');
    expect(ruralMunicipalityLabel('Hanover')).toBe('Hanover');
  });
});
