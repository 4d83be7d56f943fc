import { type Haul, LOAD_TYPES, specCategoryOf } from '@freight/domain';
import type { QuoteDraft } from './quote-draft';

/** The flow's draft for a haul the server already holds (a claimed or reopened quote), so every tab can edit it. */
export const draftFromHaul = (haul: Haul): QuoteDraft => ({
  origin: { name: haul.origin.name, location: haul.origin.location, region: haul.origin.region ?? undefined },
  destination: {
    name: haul.destination.name,
    location: haul.destination.location,
    region: haul.destination.region ?? undefined,
  },
  load: {
    make_model: haul.load.make_model,
    length: haul.load.length,
    width: haul.load.width,
    height: haul.load.height,
    weight: haul.load.weight,
    load_type: LOAD_TYPES.includes(haul.load.load_type) ? haul.load.load_type : 'other',
    spec_name: typeof haul.load.external_data.spec_name === 'string' ? haul.load.external_data.spec_name : undefined,
    spec_category: specCategoryOf(haul.load.external_data) ?? undefined,
  },
  haulId: haul.id,
});
