import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadCloseTowns, loadOutlineAtlas } from './outline-atlas';

const gzipKb = (file: string) => gzipSync(readFileSync(new URL(`./basemap/${file}`, import.meta.url))).length / 1024;

describe('loadOutlineAtlas', () => {
  it('gives provinces and states with their codes where a label fits, inside their own country', async () => {
    const atlas = await loadOutlineAtlas();
    const codes = atlas.regionLabels.map((region) => region.code);
    expect(codes).toEqual(expect.arrayContaining(['SK', 'MB', 'AB', 'BC', 'ON', 'QC', 'ND', 'MT', 'MN', 'TX']));
    const saskatchewan = atlas.regionLabels.find((region) => region.code === 'SK');
    // Longitude first, in degrees: between the 49th parallel and 60° N, west of Manitoba and east of Alberta.
    expect(saskatchewan?.lat).toBeGreaterThan(49);
    expect(saskatchewan?.lat).toBeLessThan(60);
    expect(saskatchewan?.lon).toBeGreaterThan(-110);
    expect(saskatchewan?.lon).toBeLessThan(-101.3);
  });

  it('draws the Saskatchewan-Manitoba border as a province line and the 49th parallel as a country line', async () => {
    const atlas = await loadOutlineAtlas();
    /** Whether a line passes within 0.2° of latitude of this point as it crosses its meridian (straight borders have
     * no points in between). */
    const crossesNear = (lines: number[][][], lon: number, lat: number) =>
      lines.some((line) =>
        line.slice(1).some(([x2 = 0, y2 = 0], index) => {
          const [x1 = 0, y1 = 0] = line[index] ?? [];
          if ((x1 - lon) * (x2 - lon) > 0 || x1 === x2) return false;
          return Math.abs(y1 + ((lon - x1) / (x2 - x1)) * (y2 - y1) - lat) < 0.2;
        }),
      );
    // The 60th parallel north of Saskatchewan parts it from the territories; the 49th, south of Estevan, is national.
    expect(crossesNear(atlas.regionLines.coordinates, -101.8, 60)).toBe(true);
    expect(crossesNear(atlas.countryLines.coordinates, -102, 49)).toBe(true);
    expect(crossesNear(atlas.regionLines.coordinates, -102, 49)).toBe(false);
    expect(atlas.land.features.length).toBeGreaterThan(150);
  });

  it('names the prairie cities at the wide zooms and the small towns once zoomed in', async () => {
    const atlas = await loadOutlineAtlas();
    const wide = new Set(atlas.towns.map(([name]) => name));
    for (const city of ['Regina', 'Saskatoon', 'Winnipeg', 'Calgary', 'Edmonton']) expect(wide).toContain(city);
    const close = new Set((await loadCloseTowns()).map(([name]) => name));
    expect([...wide, ...close]).toEqual(expect.arrayContaining(['Eston', 'Kipling', 'Davidson', 'Gull Lake']));
  });

  it('stays light for a phone on a weak signal', () => {
    // What loads with the map, then what loads on zooming in; 281 KB gzip before (issue 22: countries 50m, states 10m).
    expect(gzipKb('regions.topo.json') + gzipKb('towns.json')).toBeLessThan(110);
    expect(gzipKb('towns-close.json')).toBeLessThan(60);
  });
});
