import { waitFormatOptions, waitInUnits } from '@freight/domain';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../api/api-request-error';
import type { Locale } from './locale-loaders';

type TranslatedErrorCode = keyof Locale['errors'];

/** A 429's wait in words in the language of `t` ("12 minutes", "12분"), through i18next's own number formatter. */
const waitWords = (t: TFunction<'errors'>, retryAfterSeconds: number | undefined): string => {
  if (retryAfterSeconds === undefined) return t('aMoment');
  const { value, unit } = waitInUnits(retryAfterSeconds);
  return t('waitAmount', { value, formatParams: { value: waitFormatOptions(unit) } });
};

/**
 * The user-facing message for a failure, with `t` bound to the errors namespace: our translation of the stable
 * error code when we have one, else the server's own `detail` (a new code still says something useful).
 */
export const translateApiError = (t: TFunction<'errors'>, error: unknown): string => {
  if (!(error instanceof ApiRequestError)) return t('internal_error');
  // Asked of the loaded language rather than of a bundled list, so no locale file joins the first load for this.
  const message = t(error.code as TranslatedErrorCode, {
    wait: waitWords(t, error.retryAfterSeconds),
    defaultValue: '',
  });
  return message || error.detail;
};
