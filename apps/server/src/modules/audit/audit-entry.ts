/**
 * What one admin request leaves in the audit trail, worked out from the route pattern, the params and what the route
 * noted; pure, so the rules are tested without a server. Never the raw URL: queries may carry a login key (`?token=`).
 */

const ADMIN_PREFIX = '/api/admin/';

export const isAdminRoute = (route: string | undefined): route is string =>
  typeof route === 'string' && route.startsWith(ADMIN_PREFIX);

const isParam = (segment: string) => segment.startsWith(':');

/**
 * A readable action name from method and pattern: `GET /api/admin/hauls/` is `hauls.list`, `GET .../hauls/:id/` is
 * `hauls.view`, `PUT .../hauls/:id/cancel/` is `hauls.cancel` (a verb in the path names itself), `POST .../notes/` is
 * `notes.create`. A route may name its action itself (route config `auditAction`).
 */
export const auditActionOf = (method: string, route: string): string => {
  const segments = route.slice(ADMIN_PREFIX.length).split('/').filter(Boolean);
  const names = segments.filter((segment) => !isParam(segment));
  const endsWithParam = isParam(segments.at(-1) ?? '');
  const base = names.join('.') || 'admin';
  if (method === 'GET' || method === 'HEAD') return `${base}.${endsWithParam ? 'view' : 'list'}`;
  if (!endsWithParam && segments.some(isParam)) return base;
  if (method === 'POST') return `${base}.create`;
  if (method === 'DELETE') return `${base}.delete`;
  return `${base}.update`;
};

/**
 * Text PostgreSQL can store: a NUL (`%00` in a path) or a lone surrogate in a request would fail the whole audit row,
 * losing the trail of exactly the odd requests it is for; both become U+FFFD.
 */
export const storableText = (text: string): string =>
  text.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATE, '\uFFFD');
/** In Unicode mode a surrogate matched alone is one without its pair (a paired one is a whole code point). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/** The record acted on: the `id` param (or the only param) and the first word of the path. */
export const auditTargetOf = (
  route: string,
  params: unknown,
): { targetType: string | null; targetId: string | null } => {
  const segments = route.slice(ADMIN_PREFIX.length).split('/').filter(Boolean);
  const values = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const raw = values.id ?? Object.values(values)[0];
  const targetId = typeof raw === 'string' && raw.length > 0 ? storableText(raw.slice(0, 100)) : null;
  return { targetType: targetId ? (segments[0] ?? null) : null, targetId };
};

/** Field names whose values are secrets or card data and never belong in the trail. */
const SECRET_NAME = /pass|token|key|secret|code|pan|cvc|cvv|expdate|card|authorization/i;
const MAX_TEXT = 500;
const MAX_FIELDS = 12;

/**
 * The plain fields of a query or body: scalars only (no nested objects, files or arrays of them), secret-looking
 * names left out, long texts cut. Null when nothing is left.
 */
const plainFields = (value: unknown): Record<string, unknown> | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (Object.keys(kept).length >= MAX_FIELDS) break;
    if (SECRET_NAME.test(name)) continue;
    if (field === '') continue;
    if (typeof field === 'string') {
      kept[storableText(name)] = storableText(field.length > MAX_TEXT ? `${field.slice(0, MAX_TEXT)}…` : field);
    } else if (typeof field === 'number' || typeof field === 'boolean' || field === null)
      kept[storableText(name)] = field;
  }
  return Object.keys(kept).length > 0 ? kept : null;
};

/** The row's detail: what the route noted, then the query's and body's plain fields it did not note already. */
export const auditDetailOf = ({
  query,
  body,
  noted,
}: {
  query: unknown;
  body: unknown;
  noted: Record<string, unknown> | null;
}): Record<string, unknown> => {
  const detail: Record<string, unknown> = { ...noted };
  const queryFields = plainFields(query);
  const bodyFields = plainFields(
    noted && body && typeof body === 'object'
      ? Object.fromEntries(Object.entries(body).filter(([name]) => !(name in noted)))
      : body,
  );
  if (queryFields) detail.query = queryFields;
  if (bodyFields) detail.body = bodyFields;
  return detail;
};
