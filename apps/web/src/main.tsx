// Only Mantine's variables (its defaults and our theme's) and page-wide rules block the first paint; its components'
// styles come later, without blocking it (shared/ui/mantine-styles.ts, decision 024).
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's variables, which a MantineProvider would write at the first render (shared/ui/mantine-scope.tsx).
import './shared/ui/mantine-theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_DATA_WAIT_MS, loadAddressData } from './app/address-data';
import { App, addressPagesLoaded } from './app/app';
import { appQueryClient } from './app/app-query-client';
import { isDrawnForHere } from './app/prerendered-address';
import { registerServiceWorker } from './app/service-worker';
import { startI18n, startPageTakeOver } from './shared/i18n/i18n';

const rootElement = document.getElementById('root');

/**
 * React recovers from markup that differs from its first render by drawing that part anew, and reports it. A minified
 * report names neither the text nor the part, so the part's place (its components' chunks and positions) goes with it:
 * a journey that once caught such a report on a loaded machine could not say where it came from.
 */
const reportWithPlace = (error: unknown, { componentStack }: { componentStack?: string }) => {
  console.error(error, componentStack);
};

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// On a browser the loading page told to switch, starting anyway would paint over that message.
// The first render waits for the visitor's language (one small chunk); a failure to fetch it reaches the loading
// page's unhandledrejection handler, which says so.
if (rootElement && !window.__bootUnsupported) {
  // At once, not after the language: `/quote` becomes the first step's address before the app's start prefetches the
  // address's page chunks (app.tsx, in the next task), so the step's code is asked for with the entry's.
  const isDrawnHere = isDrawnForHere(rootElement.dataset.prerenderedPath);
  // A signed-in reader's first paint (the driver's search, decision 027) is what their page shows before their profile
  // is in; their own first render may already know it (saved data), so it is never taken over. The app draws anew once
  // the page's code is in, so its first screen replaces the server's in one commit, never a loading placeholder
  // between the two.
  const isSignedInFirstPaint = isDrawnHere && rootElement.dataset.prerenderedReader === 'signed-in';
  // On a load's page, the load too (its early read is on its way), so the title written into the server's heading
  // stays where it is; briefly, since the server's page shows what the page's loading state would.
  const pageReady = isSignedInFirstPaint
    ? Promise.all([
        addressPagesLoaded,
        Promise.race([
          // Never holding the start back: the page reads what it lacks itself.
          loadAddressData(appQueryClient, window.location.pathname).catch(() => undefined),
          addressPagesLoaded.then(() => new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))),
        ]),
      ])
    : undefined;
  void Promise.all([startI18n(), pageReady]).then(([language]) => {
    // The server sent the page already drawn (the welcome page, the quote's first step), in the language it guessed
    // (decision 027). React takes that markup over where its first render is the same page in the same language;
    // anywhere else it draws anew.
    // In a transition, the first render yields to the browser every few milliseconds instead of holding the main
    // thread until the whole shell and page are drawn or taken over (hundreds of ms on a phone, issue 22): a tap or a
    // keystroke meanwhile is answered, and React takes the markup over where it was, as the reader left it.
    startTransition(() => {
      if (rootElement.dataset.prerendered === language && isDrawnHere && !isSignedInFirstPaint) {
        // A language picked in the header before the page itself is taken over waits for it (shared/i18n/i18n.ts).
        startPageTakeOver();
        hydrateRoot(rootElement, app, { onRecoverableError: reportWithPlace });
      } else {
        // A tap held on the server's markup (public/boot.js) was meant for buttons that are about to go.
        window.__bootReplayTap?.(false);
        // The signed-in first paint stays until React's first commit, which replaces it (a root's first commit clears
        // its container); anything else goes at once.
        if (!isSignedInFirstPaint) rootElement.replaceChildren();
        createRoot(rootElement).render(app);
      }
    });
  });
  registerServiceWorker();
}
