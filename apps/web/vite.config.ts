import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeChunks } from './build/locale-chunks';
import { precompressAssets } from './build/precompress-assets';

export default defineConfig({
  plugins: [react(), localeChunks(), precompressAssets()],
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
        // React and the router are on every page and change less often than our code, so they stay cached across
        // deployments. Mantine and the other libraries are not grouped: a group gathers every module it matches, the
        // ones only a later page uses included, into one eager chunk (issue 22: 105 KB of Mantine on the welcome
        // page), while left alone each module rides with the first chunk that needs it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // Leaflet, only loaded with a map; its atlas data stays out of every group, so each file is a chunk of its own.
            { name: 'leaflet', test: /node_modules[\\/](leaflet|topojson-client)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
