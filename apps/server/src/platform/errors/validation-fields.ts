import { fieldCodeOf, fieldPathOf } from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema';
import type { z } from 'zod';
import type { FieldProblems } from './field-problems';

type ValidationError = { validation?: FastifySchemaValidationError[]; validationContext?: string };

const INPUT_OF: Record<SchemaErrorDataVar, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

const valueAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? Reflect.get(at, key) : undefined), value);

/**
 * The zod issue behind one of Fastify's validation errors (fastify-type-provider-zod keeps its fields in `params`),
 * with the value it was about, so `fieldCodeOf` can tell a missing value from one of the wrong type.
 */
const issueOf = (error: FastifySchemaValidationError, input: unknown): z.core.$ZodIssue => {
  const path = error.instancePath.split('/').slice(1).filter(Boolean);
  return {
    ...error.params,
    code: error.keyword,
    path,
    message: error.message ?? 'Invalid value',
    input: valueAt(input, path),
  } as z.core.$ZodIssue;
};

/**
 * Groups a request's validation issues by field path (`origin.location`; the whole body under `_`), each with its
 * English message and its stable code. The web shows each field's first complaint beside its input.
 */
export const validationFields = (request: FastifyRequest, error: ValidationError): FieldProblems => {
  const context = error.validationContext;
  const input =
    context && Object.hasOwn(INPUT_OF, context) ? INPUT_OF[context as SchemaErrorDataVar](request) : undefined;
  const problems: FieldProblems = {};
  for (const issue of (error.validation ?? []).map((each) => issueOf(each, input))) {
    const path = fieldPathOf(issue);
    problems[path] = [...(problems[path] ?? []), { ...fieldCodeOf(issue), message: issue.message }];
  }
  return problems;
};
