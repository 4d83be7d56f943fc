import { defineConfig } from 'vitest/config';

// Unit tests only: the Playwright journeys in e2e/ run in a real browser through `playwright test`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
