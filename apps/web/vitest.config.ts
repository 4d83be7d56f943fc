import { defineConfig } from 'vitest/config';

// Unit tests only: the Playwright journeys in e2e/ run in a real browser through `playwright test`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Both limits end a hang; they do not judge speed (decision 025): Vitest's own 5 s fails sound tests on a loaded
    // machine, as it did in the domain package at load average 54.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
