import {
  ApiErrorSchema,
  configureValidationMessages,
  SpecAutocompleteResponseSchema,
  SpecFreeformResponseSchema,
} from '@freight/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../platform/errors/error-handler';
import { registerOpenApi } from '../../platform/http/openapi';
import { specRoutes } from './spec.routes';
import { specFixtureCatalog } from './spec-fixture';

let app: FastifyInstance;

// The spec service needs no database, login or other module: a bare Fastify with the project's zod type provider and
// error handler is all it takes, as when it is deployed on its own.
beforeAll(async () => {
  configureValidationMessages();
  app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerOpenApi(app);
  await app.register(specRoutes, { catalog: specFixtureCatalog() });
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /spec/get_autocomplete/', () => {
  it('suggests rows with make, model, name, SI dimensions, load type and category', async () => {
    const response = await get('/spec/get_autocomplete/?search_term=civic');
    expect(response.statusCode).toBe(200);
    const body = SpecAutocompleteResponseSchema.parse(response.json());
    expect(body[0]).toEqual({
      make: 'Honda',
      model: 'Civic Sedan',
      name: '2022 Honda Civic Sedan',
      weight: 1305,
      height: 1.41,
      width: 1.8,
      length: 4.67,
      load_type: 'vehicle',
      category: 'car',
      match: 'model',
    });
    expect(body.map((row) => row.name)).toEqual(['2022 Honda Civic Sedan', '2021 Honda Civic Sedan']);
  });

  it('understands abbreviations and half-typed words', async () => {
    const response = await get(`/spec/get_autocomplete/?search_term=${encodeURIComponent('jd 8r 3')}`);
    expect(response.json().map((row: { name: string }) => row.name)).toEqual(['John Deere 8R 370']);
  });

  it('answers an empty list for gibberish', async () => {
    const response = await get('/spec/get_autocomplete/?search_term=qwxzzy');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a missing or blank search term with the field named', async () => {
    for (const url of [
      '/spec/get_autocomplete/',
      '/spec/get_autocomplete/?search_term=',
      '/spec/get_autocomplete/?search_term=%20%20',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = ApiErrorSchema.parse(response.json());
      expect(body.code).toBe('validation_failed');
      expect(body.fields).toHaveProperty('search_term');
    }
  });
});

describe('GET /spec/get_freeform/', () => {
  it('answers the single best match for search_term, name, or make and model', async () => {
    for (const [query, name] of [
      ['search_term=f-150', '2025 Ford F-150 XL 2WD Regular Cab 6.5 ft box'],
      ['search_term=cat%20259d', 'Caterpillar 259D'],
      ['name=Bourgault%203320', 'Bourgault 3320'],
      ['make=chevy&model=silverado', 'Chevrolet Silverado 1500'],
      ['make=Caterpillar&model=236D&name=', 'Cat 236D'],
    ]) {
      const response = await get(`/spec/get_freeform/?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(SpecFreeformResponseSchema.parse(response.json()).name, query).toBe(name);
    }
  });

  it('says whether the answer is the model, its series or a close relative', async () => {
    for (const [query, name, match] of [
      ['search_term=kubota%20m7-174', 'Kubota M7-174 Premium tractor (4WD cab)', 'model'],
      ['search_term=kubota%20m7-172', 'Kubota M7-174 Premium tractor (4WD cab)', 'relative'],
      ['make=Case%20IH&model=Steiger%20580', 'Case IH Steiger (Steiger series)', 'series'],
    ]) {
      const body = SpecFreeformResponseSchema.parse((await get(`/spec/get_freeform/?${query}`)).json());
      expect([body.name, body.match], query).toEqual([name, match]);
    }
  });

  it('answers 404 not_found with a clear detail when nothing is close enough', async () => {
    const response = await get('/spec/get_freeform/?search_term=qwxzzy%20plorb');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      detail:
        'No machine or vehicle close enough to "qwxzzy plorb" is on file. Check the make and model, or enter the dimensions by hand.',
    });
  });

  it('refuses no parameters, blank ones, or a make without its model', async () => {
    for (const [query, field] of [
      ['', 'search_term'],
      ['search_term=&name=%20', 'search_term'],
      ['make=Ford', 'model'],
      ['model=F-150&make=', 'make'],
    ]) {
      const response = await get(`/spec/get_freeform/?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = ApiErrorSchema.parse(response.json());
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.fields ?? {}), query).toEqual([field]);
    }
  });
});

describe('OpenAPI', () => {
  it('documents both operations with their query parameters', async () => {
    const document = (await get('/openapi.json')).json() as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    expect(document.paths['/spec/get_autocomplete/']?.get.parameters.map((parameter) => parameter.name)).toEqual([
      'search_term',
    ]);
    expect(document.paths['/spec/get_freeform/']?.get.parameters.map((parameter) => parameter.name)).toEqual([
      'search_term',
      'name',
      'make',
      'model',
    ]);
  });
});
