import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { entryAfterFirstPaint } from './build/entry-after-first-paint';
import { localeChunks } from './build/locale-chunks';
import { minifyBootScript } from './build/minify-boot-script';
import { pageChunks } from './build/page-chunks';
import { precompressAssets } from './build/precompress-assets';
import { preloadLists } from './build/preload-lists';
import { PRERENDERED_DIRS, prerenderWelcome } from './build/prerender-welcome';
import { webAppManifest } from './build/web-app-manifest';

const preloads = preloadLists();

export default defineConfig({
  plugins: [
    react(),
    preloads.plugin,
    localeChunks(),
    entryAfterFirstPaint(),
    pageChunks(),
    minifyBootScript(),
    prerenderWelcome(),
    VitePWA({
      // Our own worker (src/service-worker/sw.ts), built to /sw.js with the list of files to keep offline put in.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      scope: '/',
      // The app registers the worker itself, after the page has loaded (shared/app-update), and asks before updating.
      injectRegister: false,
      registerType: 'prompt',
      manifest: webAppManifest,
      // Not boot.js: the build minifies it after this list is made from public/ (build/minify-boot-script.ts), and the
      // glob below lists the minified file; two revisions of one address fail the worker's install.
      includeAssets: ['favicon.svg', 'icons/*.png'],
      injectManifest: {
        // Every page's code, styles, the locales and the map's outline data: a driver with no signal opens any page
        // of the app they have already installed. Compressed copies (.br/.gz) are the server's business, not ours.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The prerendered pages are the server's answer to `/` and `/quote` online; offline the worker's own index.html
        // starts the app for every address (decision 027).
        globIgnores: PRERENDERED_DIRS.map((dir) => `${dir}/**`),
        // The atlases of the offline map are the largest chunks (about 1 MB each before compression).
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompressAssets(),
  ],
  server: {
    // The API server listens on PORT (3000 unless set) in development; proxying it keeps one origin for the
    // browser, so no CORS and the WebSocket needs no other address.
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: true, ws: true },
      '/dev/mailbox': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Each import()'s list of files to fetch with it, without those already loaded (build/preload-lists.ts).
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // React and the router are on every page and change less often than our code, so they stay cached across
        // deployments. Mantine and the other libraries are not grouped: a group gathers every module it matches, the
        // ones only a later page uses included, into one eager chunk (issue 22: 105 KB of Mantine on the welcome
        // page), while left alone each module rides with the first chunk that needs it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // Leaflet and marker clustering, only loaded with a map; the basemap data (src/shared/map/basemap) stays out
            // of every group, so each file is a chunk of its own.
            {
              name: 'leaflet',
              test: /node_modules[\\/](leaflet|topojson-client|supercluster|kdbush)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
