import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Path = (string | number)[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of the fields in `value` that `schema` does not name. Zod's plain objects drop such fields silently, so
 * a misspelt field (`receive_email` for the spec's `recieve_email`) would answer 200 and change nothing. Objects
 * that accept any key (a catchall, `z.looseObject`, a record) keep theirs; in a union, a field is unknown only when
 * no option names it.
 */
export const unknownFieldPaths = (schema: z.core.$ZodType, value: unknown, path: Path = []): Path[] => {
  const found: Path[] = [];
  collectUnknown(schema, value, [...path], found);
  return found;
};

/**
 * Every request body is walked, and nearly all of them name only known fields: the walk keeps one path it extends
 * and shortens as it goes, and copies it only for a field it reports (a path per field was a few percent of the
 * price-only route's CPU).
 */
const collectUnknown = (schema: z.core.$ZodType, value: unknown, path: Path, found: Path[]): void => {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      collectUnknown((def as z.core.$ZodOptionalDef).innerType, value, path, found);
      return;
    case 'pipe': {
      // z.preprocess puts a transform first: the shape that names the fields is the pipe's second half.
      const { in: first, out } = def as z.core.$ZodPipeDef;
      collectUnknown(first._zod.def.type === 'transform' ? out : first, value, path, found);
      return;
    }
    case 'lazy':
      collectUnknown((def as z.core.$ZodLazyDef).getter(), value, path, found);
      return;
    case 'array': {
      const { element } = def as z.core.$ZodArrayDef;
      if (!Array.isArray(value)) return;
      for (const [index, item] of value.entries()) {
        path.push(index);
        collectUnknown(element, item, path, found);
        path.pop();
      }
      return;
    }
    case 'object': {
      const { shape, catchall } = def as z.core.$ZodObjectDef;
      if (!isPlainObject(value)) return;
      if (catchall && catchall._zod.def.type !== 'never') return;
      for (const key of Object.keys(value)) {
        const field = shape[key];
        path.push(key);
        if (field) collectUnknown(field, value[key], path, found);
        else found.push([...path]);
        path.pop();
      }
      return;
    }
    case 'union': {
      // The option that leaves the fewest fields unknown (the first of equals); none can do better than none.
      let fewest: Path[] | null = null;
      for (const option of (def as z.core.$ZodUnionDef).options) {
        const each: Path[] = [];
        collectUnknown(option, value, path, each);
        if (fewest === null || each.length < fewest.length) fewest = each;
        if (fewest.length === 0) break;
      }
      if (fewest) found.push(...fewest);
      return;
    }
    default:
      return;
  }
};

/** What fastify-type-provider-zod's validator answers. */
type Checked = { error?: FastifySchemaValidationError[]; value?: unknown };

/** A check that refuses, by name, every field of the body its schema does not know. */
const rejectUnknownFields = (schema: z.core.$ZodType) =>
  z.unknown().check((ctx) => {
    for (const path of unknownFieldPaths(schema, ctx.value)) {
      ctx.issues.push({
        code: 'unrecognized_keys',
        keys: [String(path.at(-1))],
        path,
        input: isPlainObject(ctx.value) ? ctx.value : {},
        message: `Unknown field "${path.join('.')}".`,
      });
    }
  });

/**
 * The one validator of every route: fastify-type-provider-zod's, with request bodies strict. An unknown body field
 * is a 400 `validation_failed` whose `fields` name it (field code `unknown_field`), on every route at once, with no
 * `.strict()` to forget on a schema. Query strings stay lenient: links carry extras (a `token`, tracking tags).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  const findUnknown = zodValidatorCompiler({ ...route, schema: rejectUnknownFields(route.schema) });
  // Both run, so one answer names the unknown fields beside the missing or invalid ones.
  return (data) => {
    const unknown = findUnknown(data) as Checked;
    const known = validate(data) as Checked;
    if (!unknown.error) return known;
    return { error: [...(known.error ?? []), ...unknown.error] };
  };
};
