import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file gets its own database; PGlite is single-threaded, so two workers would fit two cores, but the files that
    // start servers (payment crashes, npm start, production start) spend much of their time waiting on child processes
    // and timers: a third worker fills that time (on 2 cores, the whole suite 219 s with two, 202 and 199 s with
    // three; decision 025).
    maxWorkers: 3,
    // Files share a worker's loaded modules instead of importing the whole app again each (the import was most of a
    // file's time: the app, Fastify, Drizzle, the gazetteers). Safe here because no test mocks a module or changes
    // process.env, and the product's module-level caches hold immutable data or are keyed by database (WeakMap).
    isolate: false,
    // Both limits end a hang; they do not judge speed. A test or hook that passes returns when done, so a long limit
    // costs nothing, while a short one failed sound tests at load average 20-40 (20 s tests, 60 s+ hooks seen).
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
