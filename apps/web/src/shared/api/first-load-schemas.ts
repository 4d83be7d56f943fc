// The schemas of the answers the app shell asks for on every page (session, public config, the signed-in user's
// hauls, chats and view times) and the quote's first step (place search, reverse geocoding, route). Fetched by lazy-schema.ts with the first such answer, so zod and
// these contracts are not part of the JavaScript that must arrive before the first paint (issue 22).
import { z } from 'zod';

export {
  AutocompleteResponseSchema,
  ChatListSchema,
  ChatSchema,
  DetailResponseSchema,
  HaulSchema,
  KeyResponseSchema,
  PublicConfigSchema,
  ReverseResponseSchema,
  RouteResponseSchema,
  UserSchema,
  ViewTimesListSchema,
} from '@freight/domain';

/** `POST /auth/logout/` answers an empty object. */
export const LogoutAnswerSchema = z.object({});
