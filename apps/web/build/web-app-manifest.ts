import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * What a phone needs to install the app to its home screen: names, the icons drawn by generate-icons.ts (a maskable
 * one for launchers that cut icons to a shape), the brand colours of index.html and the loading page, and a start at
 * the home page in a window of its own. English: the manifest is one file for every language.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Freight Dispatch',
  short_name: 'Freight',
  description:
    'Instant quotes for shipping farm equipment, vehicles and heavy loads across Canada and the US, with screened drivers and payment held until delivery.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0e6654',
  background_color: '#f3f7f6',
  lang: 'en',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
