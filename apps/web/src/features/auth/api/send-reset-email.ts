import { DetailResponseSchema } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** Emails a reset link to the account with this email or phone number. */
export const sendResetEmail = (username: string) =>
  apiRequest('/user/send_reset_email/', { method: 'POST', body: { username }, schema: DetailResponseSchema });

export const useSendResetEmail = () => useMutation({ mutationFn: sendResetEmail });
