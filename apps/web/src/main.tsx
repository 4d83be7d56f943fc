import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shared/i18n/i18n';
import { configureValidationMessages } from '@freight/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker';

configureValidationMessages();

const rootElement = document.getElementById('root');

// On a browser the loading page told to switch, starting anyway would paint over that message.
if (rootElement && !window.__bootUnsupported) {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
}
