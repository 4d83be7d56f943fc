import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type JsonSchema = Record<string, unknown>;
const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

/**
 * Marks every object of a request body schema `additionalProperties: false` unless it says otherwise (a record, a
 * loose object), as the validator enforces (unknown-fields.ts): a client generated from the document learns that an
 * unknown field is refused rather than dropped.
 */
const closeObjects = (schema: unknown): void => {
  if (Array.isArray(schema)) {
    for (const each of schema) closeObjects(each);
    return;
  }
  if (!isSchema(schema)) return;
  if (schema.type === 'object' && isSchema(schema.properties) && schema.additionalProperties === undefined) {
    schema.additionalProperties = false;
  }
  for (const key of ['properties', '$defs'] as const) {
    if (isSchema(schema[key])) for (const each of Object.values(schema[key])) closeObjects(each);
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties'] as const) closeObjects(schema[key]);
};

const transform: typeof jsonSchemaTransform = (route) => {
  const transformed = jsonSchemaTransform(route);
  closeObjects((transformed.schema as { body?: unknown } | undefined)?.body);
  return transformed;
};

/** Request bodies' named parts are the registry's `...Input` components. */
const transformObject: typeof jsonSchemaTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject) as { components?: { schemas?: JsonSchema } };
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    if (name.endsWith('Input')) closeObjects(schema);
  }
  return document as ReturnType<typeof jsonSchemaTransformObject>;
};

/** The OpenAPI 3.1 document is generated from the routes' zod schemas, so it cannot drift from what is validated. */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Freight dispatch marketplace API',
        description:
          'Quotes, loads, drivers, bids, escrowed payments and chat. Authenticate with `Authorization: Token <key>`. ' +
          'Errors are `{ detail, code, fields? }`. A request body with an unknown field is refused (400 ' +
          '`validation_failed`, the field named in `fields` with the field code `unknown_field`), never silently dropped.',
        version: '0.1.0',
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
