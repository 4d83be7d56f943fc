import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { installPushEvents } from './push-events';
import { isUpdateRequest, OFFLINE_SHELL_URL, SHELL_WAIT_MS, servedByTheServerOnly } from './shell-policy';
import { installSubscriptionChange } from './subscription-change';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The build's files (the list is written in by vite-plugin-pwa): the app opens with no signal at all.
precacheAndRoute(self.__WB_MANIFEST);
// A new worker's files replace the last one's; old caches would only fill the phone.
cleanupOutdatedCaches();

/**
 * A page is asked of the network first, so an online reader always gets the newest build's page (and its files, which
 * the server keeps one build longer). Only with no answer (no signal, or none within SHELL_WAIT_MS on a weak one) is
 * the page this worker installed served: it names exactly the files this worker holds, so it always starts.
 */
const pageOrShell = async ({ request }: { request: Request }): Promise<Response> => {
  const network = fetch(request);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SHELL_WAIT_MS));
  try {
    const answer = await Promise.race([network, timeout]);
    if (answer) return answer;
  } catch {
    // No network at all: the shell below.
  }
  const shell = await matchPrecache(OFFLINE_SHELL_URL);
  return shell ?? network;
};

registerRoute(
  new NavigationRoute(pageOrShell, {
    denylist: servedByTheServerOnly,
  }),
);

// The first worker takes the open page at once (it has nothing older to replace). A later one waits until the reader
// chooses "Reload" in the app's prompt, which posts this message: code is never swapped under an open form.
self.addEventListener('message', (event) => {
  if (isUpdateRequest(event.data)) void self.skipWaiting();
});
clientsClaim();

// Pushed notices and load alerts (decision 018): shown unless the app already shows that page.
installPushEvents(self);
// A subscription the push service renewed is sent to the server again, or notifications would silently stop.
installSubscriptionChange(self);
