import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePublicConfig } from '../api/public-config-api';
import { type DevicePushState, readDevicePushState, subscribeThisDevice, unsubscribeThisDevice } from './device-push';
import { forgetDeviceSubscription, saveDeviceSubscription, sendTestNotification } from './push-api';

const STATE_KEY = ['push', 'device-state'] as const;

/** What turning notifications on ended in: on, or the user did not allow them (dismissed or blocked the prompt). */
type EnableOutcome = 'on' | 'dismissed' | 'blocked';

/** This browser's notifications: its state, and turning them on or off with the permission, worker and server. */
export const useDevicePush = () => {
  const queryClient = useQueryClient();
  const { data: config } = usePublicConfig();
  const state = useQuery({ queryKey: STATE_KEY, queryFn: readDevicePushState });
  const settle = (next: DevicePushState) => queryClient.setQueryData(STATE_KEY, next);

  const enable = useMutation({
    mutationFn: async (): Promise<EnableOutcome> => {
      if (!config) throw new Error('the server settings are not loaded yet');
      const subscription = await subscribeThisDevice(config.vapidPublicKey);
      if (!subscription) return Notification.permission === 'denied' ? 'blocked' : 'dismissed';
      await saveDeviceSubscription(subscription);
      return 'on';
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATE_KEY }),
  });

  // The browser forgets first: were the server's DELETE lost (no signal), its next push would meet a 410 and the
  // server would forget the device then.
  const disable = useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await forgetDeviceSubscription(endpoint);
    },
    onSuccess: () => settle('off'),
  });

  const test = useMutation({ mutationFn: sendTestNotification });

  return { state: state.data, isReady: Boolean(config), enable, disable, test };
};
