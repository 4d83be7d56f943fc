// Only Mantine's variables and page-wide rules block the first paint (about 4.7 KB gzipped); its components' styles
// come later, without blocking it (shared/ui/mantine-styles.ts, decision 024).
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
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
