export type ApiRequestErrorOptions = {
  /** 0 when no response arrived at all. */
  status: number;
  code: string;
  detail: string;
  fields?: Record<string, string[]> | undefined;
};

/** A failed API call, carrying the server's stable `code` so the UI can pick a translated message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fields: Record<string, string[]> | undefined;

  constructor({ status, code, detail, fields }: ApiRequestErrorOptions) {
    super(detail);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fields = fields;
  }
}
