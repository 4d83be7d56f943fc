import { ERROR_STATUS, type ErrorCode } from '@freight/domain';
import type { FieldProblems } from './field-problems';

/** An expected failure with a stable code; the error handler turns it into the JSON error shape. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    detail: string,
    /** Each named field's complaints, message and code together, so the answer always carries both. */
    readonly fields?: FieldProblems,
    /** Sent as Retry-After with 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}
