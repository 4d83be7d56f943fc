import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file gets its own database; PGlite is single-threaded, so two workers fit two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    // Hooks make the databases and apps, whose time grows with the machine's load (over 60 s at load 15-20 seen);
    // the limit is there to end a hang, not to judge speed.
    hookTimeout: 180_000,
  },
});
