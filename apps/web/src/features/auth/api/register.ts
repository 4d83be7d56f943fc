import { type CreateAccountBody, KeyResponseSchema } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { trackEvent } from '../../../shared/analytics/track-event';
import { apiRequest } from '../../../shared/api/api-client';
import { clearPendingReferral, readPendingReferral } from '../../../shared/referral/pending-referral';
import { useSession } from '../../../shared/session/session-provider';

/** Sent with the visitor's key, so the temporary account (and what it made) becomes the new account. */
export const register = (body: CreateAccountBody) =>
  apiRequest('/user/create_account/', {
    method: 'POST',
    body: { referral_code: readPendingReferral(), ...body },
    schema: KeyResponseSchema,
  });

export const useRegister = () => {
  const session = useSession();
  return useMutation({
    mutationFn: async (body: CreateAccountBody) => {
      // A visitor without a key gets the temporary account first, carrying their display settings across.
      await session.ensureVisitorAccount();
      return register(body);
    },
    onSuccess: ({ key, user }) => {
      // The server has attributed the sign-up (or ignored the code); either way the code has done its work.
      clearPendingReferral();
      trackEvent({ name: 'Lead' });
      session.login(key, user);
    },
  });
};
