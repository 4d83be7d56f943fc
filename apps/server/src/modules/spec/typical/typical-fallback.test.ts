import { SpecAutocompleteResponseSchema, SpecFreeformResponseSchema } from '@freight/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../../platform/errors/error-handler';
import { specRoutes } from '../spec.routes';
import { SpecCatalog } from '../spec-catalog';
import { SPEC_FIXTURE_ROWS } from '../spec-fixture';
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
const catalog = new SpecCatalog(SPEC_FIXTURE_ROWS, typical);

describe('typical sizes in the catalogue', () => {
  it('answers get_freeform from a catalogue row when one is close enough', () => {
    expect(catalog.findBest('f150')?.match).toBeUndefined();
    expect(catalog.findBest('f150')?.make).toBe('Ford');
  });

  it('falls back to typical sizes when no row answers', () => {
    expect(catalog.findBest('35 ft fifth wheel')).toMatchObject({
      name: 'Fifth wheel, 35 ft (typical)',
      match: 'typical',
    });
  });

  it('offers typical sizes after the catalogue rows in a type-ahead, or alone', () => {
    expect(catalog.suggest('fifth wheel 35').map((row) => row.name)).toEqual(['Fifth wheel, 35 ft (typical)']);
    // The fixture's Massey Ferguson 35 matches "mf 35"; the same text also reads as a 35 ft fifth wheel.
    const withRows = catalog.suggest('mf 35 fifth wheel');
    expect(withRows.map((row) => [row.name, row.match])).toEqual([
      ['Massey Ferguson 35 gas', undefined],
      ['Fifth wheel, 35 ft (typical)', 'typical'],
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
