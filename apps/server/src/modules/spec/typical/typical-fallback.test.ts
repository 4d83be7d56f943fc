import { SpecAutocompleteResponseSchema, SpecFreeformResponseSchema } from '@freight/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../../platform/errors/error-handler';
import { parseSpecCsv } from '../read-spec-rows';
import { specRoutes } from '../spec.routes';
import { SpecCatalog } from '../spec-catalog';
import { SPEC_FIXTURE_ROWS } from '../spec-fixture';
import { SPEC_CSV_COLUMNS } from '../spec-row';
import { TypicalSizes } from './typical-sizes';

const typical = new TypicalSizes(
  [30, 40].map((size) => ({
    kind: 'fifth_wheel' as const,
    size,
    length_m: size * 0.3,
    width_m: 2.5,
    height_m: 4,
    weight_kg: size * 150,
    configuration: 'dry weight',
    source_url: 'https://example.org/fifth-wheels',
    source_note: 'derived from test fifth wheels',
  })),
);
// A real row of data/rv.csv: a fifth wheel named without a size finds it, and no typical answer.
const SOLITUDE = `fifth_wheel,rv,Grand Design,Solitude 310GK,2024 Grand Design Solitude 310GK,10.46,2.57,4.09,5488,"dry weight as published; exterior length (hitch inclusion not stated); width as published; height closed (slides in), as published",https://github.com/stefior/rv-scraper/blob/19f66c94825cfb15853650052034f51a5dc7ef85/grand_design.json,"Grand Design RV 2024 Solitude 310GK (fifth wheel) spec record: Length 34' 4""; Width 101 in; Height closed 13' 5""; Dry weight 12,100 lbs."`;
const solitude = parseSpecCsv('rv.csv', `${SPEC_CSV_COLUMNS.join(',')}\n${SOLITUDE}\n`).rows.map(({ row }) => row);
const catalog = new SpecCatalog([...SPEC_FIXTURE_ROWS, ...solitude], typical);

describe('typical sizes in the catalogue', () => {
  it('answers get_freeform from a catalogue row when one is close enough', () => {
    expect(catalog.findBest('f150')?.match).toBe('model');
    expect(catalog.findBest('f150')?.row.make).toBe('Ford');
  });

  it('falls back to typical sizes when no row answers', () => {
    expect(catalog.findBest('35 ft fifth wheel')).toMatchObject({
      row: { name: 'Fifth wheel, 35 ft (typical)' },
      match: 'typical',
    });
  });

  it('offers typical sizes in a type-ahead when the text names a kind and a size, and only then', () => {
    expect(catalog.suggest('fifth wheel 35').map(({ row }) => row.name)).toEqual(['Fifth wheel, 35 ft (typical)']);
    expect(catalog.suggest('solitude fifth wheel').map(({ row, match }) => [row.name, match])).toEqual([
      ['2024 Grand Design Solitude 310GK', 'model'],
    ]);
  });

  it('leaves out typical sizes when the type-ahead list is full', () => {
    expect(catalog.suggest('35 ft fifth wheel', 0)).toEqual([]);
  });
});

describe('typical sizes on the wire', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(specRoutes, { catalog });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends match "typical" from get_freeform and get_autocomplete', async () => {
    const freeform = await app.inject({
      method: 'GET',
      url: '/spec/get_freeform/?search_term=40%20ft%20fifth%20wheel',
    });
    expect(freeform.statusCode).toBe(200);
    expect(SpecFreeformResponseSchema.parse(freeform.json())).toMatchObject({
      make: 'Typical',
      name: 'Fifth wheel, 40 ft (typical)',
      category: 'fifth_wheel',
      load_type: 'rv',
      length: 12,
      weight: 6000,
      match: 'typical',
    });
    const suggestions = await app.inject({
      method: 'GET',
      url: '/spec/get_autocomplete/?search_term=fifth%20wheel%2040',
    });
    expect(SpecAutocompleteResponseSchema.parse(suggestions.json()).map((result) => result.match)).toEqual(['typical']);
  });

  it('still sends catalogue rows as models', async () => {
    const freeform = await app.inject({ method: 'GET', url: '/spec/get_freeform/?search_term=f150' });
    expect(SpecFreeformResponseSchema.parse(freeform.json()).match).toBe('model');
  });
});
