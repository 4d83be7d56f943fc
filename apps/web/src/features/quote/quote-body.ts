import { type QuoteRequestInput, SPEC_CATEGORY_KEY } from '@freight/domain';
import type { CargoDraft, QuoteDraft } from './quote-draft';

export type CompleteCargo = CargoDraft & { length: number; width: number; height: number; weight: number };

export const isCargoComplete = (load: CargoDraft | null): load is CompleteCargo =>
  load !== null &&
  load.make_model.trim() !== '' &&
  [load.length, load.width, load.height, load.weight].every((value) => value !== null && value > 0);

/** The quote request for a finished draft, or null while something is missing. */
export const quoteBodyOf = ({ origin, destination, load }: QuoteDraft): QuoteRequestInput | null => {
  if (!origin || !destination || !isCargoComplete(load)) return null;
  return {
    origin: { name: origin.name, location: origin.location },
    destination: { name: destination.name, location: destination.location },
    load: {
      make_model: load.make_model.trim(),
      length: load.length,
      width: load.width,
      height: load.height,
      weight: load.weight,
      load_type: load.load_type,
      external_data: {
        ...(load.spec_name && { spec_name: load.spec_name }),
        ...(load.spec_category && { [SPEC_CATEGORY_KEY]: load.spec_category }),
      },
    },
  };
};
