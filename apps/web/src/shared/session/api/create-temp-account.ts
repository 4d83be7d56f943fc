import { type KeyResponse, KeyResponseSchema, type UpdateUserBody, type User } from '@freight/domain';
import { apiRequest } from '../../api/api-client';
import { readLocalDisplaySettings } from '../../format/display-preferences';
import { readPendingReferral } from '../../referral/pending-referral';
import { updateUser } from './update-user';

const createTempAccount = () =>
  apiRequest('/user/create_temp_account/', {
    method: 'POST',
    body: { original_referral_website: document.referrer || null, referral_code: readPendingReferral() },
    schema: KeyResponseSchema,
  });

/** The display settings this visitor already sees that the new account does not have yet. */
const settingsToCopy = (user: User): UpdateUserBody => {
  const local = readLocalDisplaySettings();
  return Object.fromEntries(
    (Object.keys(local) as (keyof typeof local)[])
      .filter((name) => local[name] !== user[name])
      .map((name) => [name, local[name]]),
  );
};

/**
 * A temporary account (spec section 4) that keeps the language, units and currency the visitor already sees:
 * the server starts every account on its defaults, so differing ones are saved before the key is used anywhere
 * else (otherwise the screen would flip to the defaults and back).
 */
export const createVisitorAccount = async (): Promise<KeyResponse> => {
  const created = await createTempAccount();
  const changes = settingsToCopy(created.user);
  if (Object.keys(changes).length === 0) return created;
  try {
    const user = await updateUser({ userId: created.user.id, changes, token: created.key });
    return { key: created.key, user };
  } catch {
    // The account works without them; the visitor can still change the settings later.
    return created;
  }
};
