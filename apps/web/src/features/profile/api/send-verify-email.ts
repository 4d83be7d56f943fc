import { DetailResponseSchema } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** Emails the signed-in user a new link to confirm their email address. */
export const sendVerifyEmail = () =>
  apiRequest('/user/send_verify_email/', { method: 'POST', schema: DetailResponseSchema });

export const useSendVerifyEmail = () => useMutation({ mutationFn: sendVerifyEmail });
