import { NOTIFICATION_TIMEOUT_MS } from '@freight/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { DisplaySettingsSync } from '../shared/format/display-settings-sync';
import { RealtimeSync } from '../shared/realtime/realtime-sync';
import { SessionProvider } from '../shared/session/session-provider';
import { TOAST_LIMIT } from '../shared/ui/toasts';
import { useIsIdle } from '../shared/ui/when-idle';
import { cssVariablesResolver, theme } from './theme';
import toastClasses from './toasts.module.css';

const queryClient = createQueryClient();

// The toasts' container (and its transition library) is fetched once the first screen is up: a toast shown before
// it mounts waits in Mantine's store and appears then.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const Toasts = () => {
  const isIdle = useIsIdle();
  return (
    isIdle && (
      <Suspense fallback={null}>
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

export const AppProviders = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <SessionProvider>
      <DisplaySettingsSync />
      <RealtimeSync />
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {/* Top of the screen, just under the sticky header (never over it): the bottom belongs to the tabs on a phone. */}
        <Toasts />
        {children}
      </MantineProvider>
    </SessionProvider>
  </QueryClientProvider>
);
