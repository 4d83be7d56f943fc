import type { ZodType } from 'zod';
import { readToken, reportUnauthorized } from '../session/session';
import { ApiRequestError } from './api-request-error';
import { dropEarlyResponses, takeEarlyResponse } from './early-requests';
import { trackRequest } from './pending-requests';
import { reportRequestProblem } from './request-problems';

const API_BASE = '/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A response's schema, or a way to fetch it: the first screen's requests name theirs lazily (shared/api/lazy-schema.ts)
 * so zod and the contracts load beside the answer instead of before the first paint (issue 22).
 */
type ResponseSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

const resolveSchema = <T>(schema: ResponseSchema<T>): Promise<ZodType<T>> | ZodType<T> =>
  typeof schema === 'function' ? schema() : schema;

export type ApiRequestOptions<T> = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Parses the response, so a contract drift fails loudly instead of blanking a screen. */
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Sends this key instead of the stored one (a new session finishing its set-up, or a logout already forgotten). */
  token?: string | null;
};

const buildHeaders = (hasBody: boolean, token: string | null): Headers => {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Token ${token}`);
  return headers;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The spec's connection problem: the answer did not arrive, whole or at all. An abort is the caller's, not one. */
const connectionLost = (error: unknown): unknown => {
  if (isAbort(error)) return error;
  reportRequestProblem('connection');
  return new ApiRequestError({ status: 0, code: 'network_error', detail: 'No response from the server.' });
};

/**
 * fetch only throws when no response arrived at all. `early`: the same read, already started by
 * public/signed-in-start.js (a signed-in start's profile, a job's load, a driver's home search), taken instead of
 * asking again.
 */
const fetchOrReport = async (url: string, init: RequestInit, early?: Promise<Response>): Promise<Response> => {
  try {
    return await (early ?? fetch(url, init));
  } catch (error) {
    throw connectionLost(error);
  }
};

/**
 * The answer's JSON, undefined when there is none or it is not JSON (a proxy's page). A body cut off on the way (a
 * phone losing signal mid-answer) is a connection problem, not a bad answer: taken for one, a profile cut off ended
 * the session (session-provider.tsx ends it for a profile that cannot load, but not for a lost connection).
 */
const readJson = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw connectionLost(error);
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const toRequestError = async (response: Response): Promise<ApiRequestError> => {
  // Refusals are the exception, so their schema (and zod with it) is fetched with the first one.
  const [body, { ApiErrorSchema }] = await Promise.all([readJson(response), import('./api-error-schema')]);
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiRequestError({ status: response.status, ...parsed.data });
  // A proxy or gateway answered instead of our API: keep the status, say what we know.
  return new ApiRequestError({
    status: response.status,
    code: 'invalid_response',
    detail: `${response.status} ${response.statusText}`.trim(),
  });
};

const DRIVER_REFUSALS = new Set(['not_a_driver', 'driver_not_approved']);

const send = async <T>(path: string, options: ApiRequestOptions<T>): Promise<T> => {
  const { method = 'GET', body, schema, signal } = options;
  const hasBody = body !== undefined;
  const token = options.token === undefined ? readToken() : options.token;
  const url = `${API_BASE}${path}`;
  // A write makes every answer read before it possibly out of date, the early ones too.
  if (method !== 'GET') dropEarlyResponses();
  const response = await fetchOrReport(
    url,
    { method, headers: buildHeaders(hasBody, token), body: hasBody ? JSON.stringify(body) : null, signal },
    method === 'GET' ? takeEarlyResponse(url, token) : undefined,
  );
  if (!response.ok) {
    const error = await toRequestError(response);
    // Spec 8's "you may need to log in" fits a plain 403; a driver's missing approval has its own notice with a fix.
    if (response.status === 403 && !DRIVER_REFUSALS.has(error.code)) reportRequestProblem('forbidden');
    // A 401 to a request that carried a key means the key no longer works; the session decides what follows.
    if (response.status === 401 && token) reportUnauthorized(token);
    throw error;
  }
  const [answer, resolved] = await Promise.all([readJson(response), resolveSchema(schema)]);
  const parsed = resolved.safeParse(answer);
  if (!parsed.success) {
    throw new ApiRequestError({
      status: response.status,
      code: 'invalid_response',
      detail: `Unexpected response from ${method} ${path}.`,
    });
  }
  return parsed.data;
};

/** The one way to call the API: JSON in and out, `Authorization: Token <key>` attached, failures as ApiRequestError. */
export const apiRequest = <T>(path: string, options: ApiRequestOptions<T>): Promise<T> =>
  trackRequest(() => send(path, options));

/**
 * A file from the API (a PDF): the same key and the same failures as apiRequest, the answer left whole for the
 * caller to save. Links cannot send the `Authorization` header, so files are fetched this way.
 */
export const apiFile = (path: string): Promise<Response> =>
  trackRequest(async () => {
    const token = readToken();
    const response = await fetchOrReport(`${API_BASE}${path}`, {
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
    if (!response.ok) throw await toRequestError(response);
    return response;
  });
