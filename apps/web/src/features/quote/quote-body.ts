import type { QuoteRequestInput } from '@freight/domain';
import type { LoadDraft, QuoteDraft } from './quote-draft';

export type CompleteLoad = LoadDraft & { length: number; width: number; height: number; weight: number };

export const isLoadComplete = (load: LoadDraft | null): load is CompleteLoad =>
  load !== null &&
  load.make_model.trim() !== '' &&
  [load.length, load.width, load.height, load.weight].every((value) => value !== null && value > 0);

/** The quote request for a finished draft, or null while something is missing. */
export const quoteBodyOf = ({ origin, destination, load }: QuoteDraft): QuoteRequestInput | null => {
  if (!origin || !destination || !isLoadComplete(load)) return null;
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
      external_data: load.spec_name ? { spec_name: load.spec_name } : {},
    },
  };
};
