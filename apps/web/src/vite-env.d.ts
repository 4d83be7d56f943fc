/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

// Set by the inline loading script in index.html, which runs before any bundle.
interface Window {
  __bootUnsupported?: boolean;
  __bootMounted?: () => void;
  /** Replays (true) or forgets (false) a tap held on a prerendered page's button before the app took it over. */
  __bootReplayTap?: (replay: boolean) => void;
  /** Reads public/signed-in-start.js started before the app's scripts, by address (src/shared/api/early-requests.ts). */
  __earlyRequests?: Record<string, { token: string; response: Promise<Response> }>;
}

// A language's translations, split in three by build/locale-chunks.ts.
declare module 'locale-part:*' {
  const part: Partial<typeof import('./locales/en-us.json')>;
  export default part;
}
