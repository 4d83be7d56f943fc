import { type PushSubscriptionBody, PushTestResultSchema } from '@freight/domain';
import { z } from 'zod';
import { apiRequest } from '../api/api-client';

/** 204 answers carry no body. */
const NoContentSchema = z.undefined();

/** Registers this browser's subscription for the logged-in user (POST /api/push/subscription/). */
export const saveDeviceSubscription = (subscription: PushSubscriptionBody) =>
  apiRequest('/push/subscription/', { method: 'POST', body: subscription, schema: NoContentSchema });

/** Tells the server this browser takes no more notifications (`token`: a session being closed, as at logout). */
export const forgetDeviceSubscription = (endpoint: string, token?: string) =>
  apiRequest('/push/subscription/', { method: 'DELETE', body: { endpoint }, schema: NoContentSchema, token });

/** A test notification to each of the user's devices. */
export const sendTestNotification = () => apiRequest('/push/test/', { method: 'POST', schema: PushTestResultSchema });
