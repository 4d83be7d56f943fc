import type { SpecMatch } from '@freight/domain';
import type { TFunction } from 'i18next';

/**
 * The note shown beside the dimensions when the catalogue's answer is not the machine itself (a series row, a close
 * relative, typical figures): the user should check them before pricing. Undefined for the model itself. `t` is
 * bound to the quote namespace.
 */
export const specMatchNote = (t: TFunction<'quote'>, spec: { name: string; match: SpecMatch }): string | undefined => {
  switch (spec.match) {
    case 'model':
      return undefined;
    case 'series':
      return t('load.specMatch.series', { name: spec.name });
    case 'relative':
      return t('load.specMatch.relative', { name: spec.name });
    case 'typical':
      return t('load.specMatch.typical', { name: spec.name });
    default:
      return spec.match satisfies never;
  }
};
