import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSpecRows, SpecDataError } from './read-spec-rows';
import { SPEC_CSV_COLUMNS } from './spec-row';

const HEADER = SPEC_CSV_COLUMNS.join(',');
// Obviously fake rows: these test the loader, not the data.
const WIDGET_1 =
  'widget,machinery,Testmake,Widget 1,Testmake Widget 1,4.67,1.80,1.41,1305,on its wheels,https://example.test/1,fake';
const WIDGET_2 =
  'widget,machinery,Testmake,Widget 2,Testmake Widget 2,2.5,1,1,900,on its wheels,https://example.test/2,"fake, quoted"';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spec-data-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

const write = (file: string, lines: string[]) => writeFile(path.join(dir, file), `${lines.join('\n')}\n`);

const problemsOf = async (): Promise<string[]> => {
  const error = await readSpecRows(dir).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SpecDataError);
  return (error as SpecDataError).problems;
};

describe('readSpecRows', () => {
  it('reads every csv of the folder into numbers in metres and kilograms, ignoring other files', async () => {
    await write('widgets.csv', [HEADER, WIDGET_1, '', WIDGET_2]);
    await write('more.csv', [HEADER]);
    await write('SOURCES.md', ['# not data']);
    const rows = await readSpecRows(dir);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      category: 'widget',
      load_type: 'machinery',
      make: 'Testmake',
      model: 'Widget 1',
      name: 'Testmake Widget 1',
      length_m: 4.67,
      width_m: 1.8,
      height_m: 1.41,
      weight_kg: 1305,
      configuration: 'on its wheels',
      source_url: 'https://example.test/1',
      source_note: 'fake',
    });
    expect(rows[1]?.source_note).toBe('fake, quoted');
  });

  it('refuses a bad row, naming the file, the line and the column', async () => {
    await write('widgets.csv', [HEADER, WIDGET_1, WIDGET_2.replace(',2.5,', ',2500mm,')]);
    const problems = await problemsOf();
    expect(problems).toEqual([
      expect.stringMatching(/^widgets\.csv line 3: length_m must be a plain number of metres/),
    ]);
  });

  it('lists every bad row of every file: missing fields, units, bounds, empty names and addresses', async () => {
    await write('a.csv', [HEADER, WIDGET_1.replace(',fake', ''), WIDGET_2.replace(',900,', ',1.5e6,')]);
    await write('b.csv', [
      HEADER,
      WIDGET_1.replace(',4.67,', ',4670,'),
      WIDGET_2.replace('Testmake Widget 2', ' ').replace('https://example.test/2', 'not a url'),
      WIDGET_2.replace('widget,machinery', 'Widget,towed implement'),
      WIDGET_1.replace('on its wheels', ' '),
    ]);
    const problems = await problemsOf();
    expect(problems).toEqual([
      'a.csv line 2: expected 12 fields, found 11',
      expect.stringMatching(/^a\.csv line 3: weight_kg must be a plain number/),
      expect.stringMatching(/^b\.csv line 2: length_m must be at most 40 metres/),
      expect.stringMatching(/^b\.csv line 3: name is empty; source_url must be an http\(s\) address$/),
      expect.stringMatching(/^b\.csv line 4: category must be snake_case.*; load_type must be snake_case/),
      'b.csv line 5: configuration is empty',
    ]);
    const error = (await readSpecRows(dir).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toContain('6 problem(s)');
  });

  it('refuses a wrong header, an unclosed quote and an empty file', async () => {
    await write('a.csv', ['category,make,model', 'x,y,z']);
    await write('b.csv', [HEADER, WIDGET_1, 'widget,machinery,"Testmake']);
    await write('c.csv', []);
    const problems = await problemsOf();
    expect(problems).toEqual([
      `a.csv line 1: the header must be exactly ${HEADER}`,
      expect.stringMatching(/^b\.csv line 3: Quote Not Closed/),
      `c.csv line 1: the header must be exactly ${HEADER}`,
    ]);
  });

  it('counts lines as the file does, with Windows line endings and a line break inside quotes', async () => {
    const note = WIDGET_1.replace(',fake', ',"two\nlines"');
    await writeFile(path.join(dir, 'a.csv'), [HEADER, note, WIDGET_2.replace(',900,', ',-1,')].join('\r\n'));
    expect(await problemsOf()).toEqual([expect.stringMatching(/^a\.csv line 4: weight_kg/)]);
  });

  it('refuses two rows with the same name, naming where the first one is', async () => {
    await write('a.csv', [HEADER, WIDGET_1]);
    await write('b.csv', [HEADER, WIDGET_2, WIDGET_1.replace('Testmake Widget 1', 'TESTMAKE widget-1')]);
    expect(await problemsOf()).toEqual(['b.csv line 3: name "TESTMAKE widget-1" is already used at a.csv line 2']);
  });

  it('accepts the bundled data files as they stand, at least 500 rows (see spec-dataset.test.ts)', async () => {
    const rows = await readSpecRows();
    expect(rows.length).toBeGreaterThanOrEqual(500);
  });
});
