import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressAssets } from './build/precompress-assets';

export default defineConfig({
  plugins: [
    react(),
    // The service worker (src/service-worker/sw.ts -> /sw.js, scope /) shows pushed notifications. The app registers
    // it when the user turns notifications on; no manifest or precache yet (injectionPoint undefined).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      scope: '/',
      injectRegister: false,
      manifest: false,
      injectManifest: { injectionPoint: undefined },
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
    rolldownOptions: {
      output: {
        // Libraries change less often than our code, so they stay cached across deployments; split in three
        // so each chunk downloads in parallel and stays under Vite's size warning.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            // Leaflet, only loaded with a map; its atlas data stays out of every group, so each file is a chunk of its own.
            { name: 'leaflet', test: /node_modules[\\/](leaflet|topojson-client)[\\/]/, priority: 2 },
            // Left out of the eager chunk, they load with what needs them: phone-number metadata with the account
            // forms, the atlases with a map drawn without a tile server.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(libphonenumber-js|world-atlas|us-atlas)[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
