// Import rules checked by `npm run lint:deps` (part of `npm test`). The web app has its own config in apps/web.
// dependency-cruiser 17 runs on Node 20; TypeScript 7 has no JavaScript API for it, so it reads .ts files with its
// JavaScript parser (acorn-loose), which finds every import and export statement, `import type` included.
// A cycle between server modules made of distinct files is not a file cycle: apps/server/src/tooling/module-graph.test.ts
// checks the module-level graph.

const MODULE = '^apps/server/src/modules/([^/]+)/';
const MODULE_DOOR = '^apps/server/src/modules/[^/]+/(index|testing)[.]ts$';
// Tests, shared test helpers and the benchmarks, which drive the app the way tests do.
const TEST_CODE =
  '([.]test[.]ts|[.]test-helpers[.]ts|-test-fixtures[.]ts|/testing[.]ts)$|^apps/server/src/testing/|^apps/server/bench/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      severity: 'error',
      comment:
        'A server module is used through its index.ts (tests: also its testing.ts); the files behind it are its own ' +
        '(README "Map of the code").',
      from: { path: MODULE },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: [`^apps/server/src/modules/$1/`, MODULE_DOOR] },
    },
    {
      name: 'module-internals-from-outside',
      severity: 'error',
      comment: 'app.ts, platform, seed, cli, bench and testing use a module through its index.ts (or testing.ts).',
      from: { path: '^apps/server/(src|bench)/', pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: MODULE_DOOR },
    },
    {
      name: 'testing-door-only-in-tests',
      severity: 'error',
      comment: "A module's testing.ts holds shared test helpers: only tests and test helpers import it.",
      from: { pathNot: TEST_CODE },
      to: { path: '^apps/server/src/modules/[^/]+/testing[.]ts$' },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment:
        'platform/ is what every module stands on; it never reaches up into a module (its tests may build the app).',
      from: { path: '^apps/server/src/platform/', pathNot: TEST_CODE },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files import each other one way; a circle means a rule belongs lower down. The Drizzle table files are the ' +
        'exception: foreign keys run both ways between users, pictures and hauls, through lazy `() => table.id` ' +
        'callbacks that ES modules resolve, so the schema is checked as one unit.',
      from: { path: '^(apps/server/src|packages/domain/src)/', pathNot: '^apps/server/src/db/schema/' },
      to: { circular: true },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      comment: 'packages/domain is pure (DESIGN.md 1): no file system, network or process.',
      from: { path: '^packages/domain/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-no-apps',
      severity: 'error',
      comment: 'packages/domain is below both apps; they import it, never the reverse.',
      from: { path: '^packages/domain/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-pure-packages-only',
      severity: 'error',
      comment:
        'packages/domain imports only pure libraries (zod, libphonenumber-js; vitest and fast-check in tests): no ' +
        'database, HTTP, mail or framework package.',
      from: { path: '^packages/domain/src/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'unknown'],
        pathNot: 'node_modules/(zod|libphonenumber-js|vitest|fast-check|@vitest)/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|[.]builds)/|/db/migrations/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
