/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

// Set by the inline loading script in index.html, which runs before any bundle.
interface Window {
  __bootUnsupported?: boolean;
  __bootMounted?: () => void;
}
