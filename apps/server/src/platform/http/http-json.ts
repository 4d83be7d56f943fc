import { AppError } from '../errors/app-error';

/** What a caller is told to wait before retrying when an outside service fails (Retry-After, seconds). */
const RETRY_AFTER_S = 30;

/**
 * GETs JSON from an outside service. Every failure (no answer within `timeoutMs`, no connection, a non-2xx status,
 * a body that is not JSON) becomes AppError 503 `service_unavailable` naming the service, and is logged by the error
 * handler as a 5xx: a failing outside service is never silently replaced by something else.
 */
export const getJson = async ({
  url,
  service,
  timeoutMs,
  headers = {},
}: {
  url: URL;
  /** How the service is named in the error detail: "The routing service". */
  service: string;
  timeoutMs: number;
  headers?: Record<string, string>;
}): Promise<{ status: number; body: unknown }> => {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw unavailable(
      timedOut ? `${service} did not answer within ${timeoutMs} ms.` : `${service} could not be reached.`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    if (response.ok) throw unavailable(`${service} sent an answer that is not JSON.`);
    body = undefined;
  }
  return { status: response.status, body };
};

/** The 503 a failing outside service turns into. */
export const unavailable = (detail: string): AppError =>
  new AppError('service_unavailable', `${detail} Please try again later.`, undefined, RETRY_AFTER_S);
