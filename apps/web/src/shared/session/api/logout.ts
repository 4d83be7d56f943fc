import { z } from 'zod';
import { apiRequest } from '../../api/api-client';

/** Revokes `token` on the server. The session has already forgotten it, so it is passed explicitly. */
export const logoutRequest = (token: string) =>
  apiRequest('/auth/logout/', { method: 'POST', schema: z.object({}), token });
