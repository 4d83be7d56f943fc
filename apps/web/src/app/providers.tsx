import { NOTIFICATION_TIMEOUT_MS } from '@freight/domain';
import type { NotificationsProps } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { DisplaySettingsSync } from '../shared/format/display-settings-sync';
import { loadLaterTranslations } from '../shared/i18n/i18n';
import { keepSavingData, restoreSavedData } from '../shared/offline/saved-data';
import { RealtimeSync } from '../shared/realtime/realtime-sync';
import { SessionProvider, useSession } from '../shared/session/session-provider';
import { lazyWithMantine } from '../shared/ui/lazy-with-mantine';
import { loadToastStyles } from '../shared/ui/mantine-styles';
import { isToastAsked, subscribeToToastAsked, TOAST_LIMIT } from '../shared/ui/toasts';
import { useIsIdle } from '../shared/ui/when-idle';
import { appQueryClient as queryClient } from './app-query-client';
import toastClasses from './toasts.module.css';

// The toasts' container (its transition library and its part of Mantine's stylesheet) is fetched for a registered
// account once the first screen is up, while the device is still online: a toast shown before it mounts waits in
// Mantine's store and appears then. Mounting it with the first toast left a driver who went offline before it with no
// toast at all (offline-driver journey, decision 026). A visitor, or the temporary account of a quote, gets it with
// the first toast: on the welcome page and the quote's first step it was the largest task once idle (issue 22).
const Notifications = lazyWithMantine(
  // Typed by hand: the module's other exports mislead the inference of the component's props.
  (): Promise<{ Notifications: ComponentType<NotificationsProps> }> => import('@mantine/notifications'),
  'Notifications',
  loadToastStyles,
);

// The driver's moves kept offline are sent once the first screen is up (a second later changes nothing for them).
// Its notices speak of driving, a namespace no first screen loads (shared/i18n/first-screen-namespaces.ts).
const OutboxSync = lazy(async () => {
  const [module] = await Promise.all([import('../shared/offline/outbox-sync'), loadLaterTranslations()]);
  return { default: module.OutboxSync };
});

const Toasts = () => {
  const isIdle = useIsIdle();
  const { status } = useSession();
  const isAsked = useSyncExternalStore(subscribeToToastAsked, isToastAsked, () => false);
  return (
    (isAsked || (status === 'registered' && isIdle)) && (
      <Suspense fallback={null}>
        {/* Top of the screen, just under the sticky header (never over it): the bottom belongs to the tabs on a phone. */}
        <Notifications
          autoClose={NOTIFICATION_TIMEOUT_MS}
          position="top-center"
          limit={TOAST_LIMIT}
          classNames={{ root: toastClasses.root }}
        />
      </Suspense>
    )
  );
};

/**
 * Moves are only ever saved by a signed-in driver, and sent by the same account (shared/offline/outbox.ts): a visit
 * with no account, or with the temporary account a quote gives a visitor (never a driver), has nothing to send, so
 * the sender's code waits for a registered account, then for the first screen to be up.
 */
const OutboxSender = () => {
  const { status } = useSession();
  const isIdle = useIsIdle();
  return (
    status === 'registered' &&
    isIdle && (
      <Suspense fallback={null}>
        <OutboxSync />
      </Suspense>
    )
  );
};

/**
 * What this account saw last time goes back into the cache on the first render (after app.tsx has taken a ?token=
 * from the address, so it is checked against the right account), before any screen asks the network.
 */
const useSavedData = () => {
  useState(() => restoreSavedData(queryClient));
  useEffect(() => keepSavingData(queryClient), []);
};

export const AppProviders = ({ children }: { children: ReactNode }) => {
  useSavedData();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <DisplaySettingsSync />
        <RealtimeSync />
        <Toasts />
        <OutboxSender />
        {children}
      </SessionProvider>
    </QueryClientProvider>
  );
};
