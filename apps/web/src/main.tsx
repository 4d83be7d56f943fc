import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { startI18n } from './shared/i18n/i18n';

const rootElement = document.getElementById('root');

// On a browser the loading page told to switch, starting anyway would paint over that message.
// The first render waits for the visitor's language (one small chunk); a failure to fetch it reaches the loading
// page's unhandledrejection handler, which says so.
if (rootElement && !window.__bootUnsupported) {
  void startI18n().then(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}
