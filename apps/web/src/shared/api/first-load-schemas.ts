// The schemas of the answers the app shell asks for on every page (session, public config, the signed-in user's
// hauls, chats and view times). Fetched by lazy-schema.ts with the first such answer, so zod and these contracts are
// not part of the JavaScript that must arrive before the first paint (issue 22). The place search's are apart
// (shared/geo/geo-schemas.ts): a driver's pages never ask the geocoder as they open.
import { z } from 'zod';

export {
  ChatListSchema,
  ChatSchema,
  DetailResponseSchema,
  HaulSchema,
  KeyResponseSchema,
  PublicConfigSchema,
  UserSchema,
  ViewTimesListSchema,
} from '@freight/domain';

/** `POST /auth/logout/` answers an empty object. */
export const LogoutAnswerSchema = z.object({});
