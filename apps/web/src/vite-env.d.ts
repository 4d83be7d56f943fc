/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

// Set by the inline loading script in index.html, which runs before any bundle.
interface Window {
  __bootUnsupported?: boolean;
  __bootMounted?: () => void;
}

// A language's translations, split in two by build/locale-chunks.ts.
declare module 'locale-part:*' {
  const part: Partial<typeof import('./locales/en-us.json')>;
  export default part;
}
