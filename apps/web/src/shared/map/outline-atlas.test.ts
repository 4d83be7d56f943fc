import { describe, expect, it } from 'vitest';
import { loadOutlineAtlas } from './outline-atlas';

describe('loadOutlineAtlas', () => {
  it('turns the bundled atlases into country shapes and borders between states', async () => {
    const atlas = await loadOutlineAtlas();
    const names = atlas.countries.features.map((country) => country.properties?.name);
    expect(names).toEqual(expect.arrayContaining(['Canada', 'United States of America', 'Mexico']));
    expect(atlas.stateBorders.type).toBe('MultiLineString');
    expect(atlas.stateBorders.coordinates.length).toBeGreaterThan(50);
    // Longitude first, in degrees: a border point of the lower 48 lies west of Greenwich and north of the equator.
    const [lon = 0, lat = 0] = atlas.stateBorders.coordinates[0]?.[0] ?? [];
    expect(lon).toBeLessThan(-60);
    expect(lat).toBeGreaterThan(15);
  });
});
