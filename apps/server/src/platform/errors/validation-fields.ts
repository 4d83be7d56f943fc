import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * Groups validation issues by field path (`origin.location`); issues about the whole body go under `_`.
 * The web shows each list beside its input.
 */
export const validationFields = (issues: FastifySchemaValidationError[]): Record<string, string[]> => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[path] = [...(fields[path] ?? []), issue.message ?? 'Invalid value'];
  }
  return fields;
};
