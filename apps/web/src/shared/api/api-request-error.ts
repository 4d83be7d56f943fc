import type { ApiError } from '@freight/domain';

export type ApiRequestErrorOptions = {
  /** 0 when no response arrived at all. */
  status: number;
  code: string;
  detail: string;
  fields?: ApiError['fields'] | undefined;
  field_codes?: ApiError['field_codes'] | undefined;
  retry_after_s?: number | undefined;
};

/** A failed API call, carrying the server's stable `code` so the UI can pick a translated message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  /** The server's English message per field; shown only for a code this build does not know. */
  readonly fields: ApiError['fields'];
  /** The stable code of each of those messages (decision 015), which the field translator words. */
  readonly fieldCodes: ApiError['field_codes'];
  /** With a 429: how many seconds the server asks us to wait, which the translated message says. */
  readonly retryAfterSeconds: number | undefined;

  constructor({ status, code, detail, fields, field_codes, retry_after_s }: ApiRequestErrorOptions) {
    super(detail);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fields = fields;
    this.fieldCodes = field_codes;
    this.retryAfterSeconds = retry_after_s;
  }
}
