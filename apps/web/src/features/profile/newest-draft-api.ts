import { type Haul, HaulPageSchema } from '@freight/domain';
import { apiRequest } from '../../shared/api/api-client';

/**
 * The user's most recently saved draft (GET /haul/draft/, newest first), or null: the post flow saves the draft
 * before it asks for a confirmed email (spec 5), so this is the load the confirmation was for.
 */
export const fetchNewestDraft = async (): Promise<Haul | null> => {
  const page = await apiRequest('/haul/draft/?page=1&page_size=1', { schema: HaulPageSchema });
  return page.results[0] ?? null;
};
