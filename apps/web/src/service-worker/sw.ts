import { installPushEvents, type PushWorkerScope } from './push-events';

/*
 * The service worker, built by vite-plugin-pwa (injectManifest) to /sw.js with scope /. Kept to the push handlers
 * here; the offline helper's worker (precache, offline page, update prompt) imports the same function.
 */
declare const self: PushWorkerScope;

installPushEvents(self);
