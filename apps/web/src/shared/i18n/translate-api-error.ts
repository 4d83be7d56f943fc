import type { TFunction } from 'i18next';
import { ApiRequestError } from '../api/api-request-error';
import { resources } from './resources';

type TranslatedErrorCode = keyof (typeof resources)['en-us']['errors'];

const isTranslatedCode = (code: string): code is TranslatedErrorCode => Object.hasOwn(resources['en-us'].errors, code);

/**
 * The user-facing message for a failure, with `t` bound to the errors namespace: our translation of the stable
 * error code when we have one, else the server's own `detail` (a new code still says something useful).
 */
export const translateApiError = (t: TFunction<'errors'>, error: unknown): string => {
  if (!(error instanceof ApiRequestError)) return t('internal_error');
  return isTranslatedCode(error.code) ? t(error.code) : error.detail;
};
