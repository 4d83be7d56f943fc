/**
 * Import rules of the web app (see the README's "Map of the code"): app -> features -> shared, each feature a leaf.
 * Two features meet in a route of app/, never by importing each other.
 *
 * Run it with `npm run lint:deps`. dependency-cruiser 17 cannot use TypeScript 7's compiler, so it reads the files with
 * its JavaScript parser (acorn-loose), which finds every import, `import type` and lazy `import()` included; it does
 * so only for files given as globs (a folder argument silently cruises nothing), hence the globs in package.json.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-to-feature',
      comment: 'A feature imports only shared/ and packages; what two features need belongs in shared/<concept>.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'no-shared-to-features-or-app',
      comment: 'shared/ is the bottom layer: it knows no feature and not the app shell.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'no-features-to-app',
      comment: 'The app shell imports features, not the other way round; route paths live in shared/navigation.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-unresolved-relative',
      comment: 'A relative import that resolves to no file is a typo or a moved file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^[.]' },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle makes two files one unit that neither can be read nor tested alone.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
