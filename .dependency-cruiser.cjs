// Import rules from /ARCHITECTURE.md ("What may import what"), checked by `npm run boundaries`.
// Paths are relative to the repository root; the code imports with explicit `.ts` extensions and
// `@casino/shared` resolves through the workspace symlink and its package.json `exports`.

/** Test-only code may use test tooling (vitest, fast-check, socket.io-client, ...). */
const TEST_FILES = ['\\.test\\.tsx?$', '\\.spec\\.tsx?$', '(^|/)test/', '(^|/)e2e/', '(^|/)bench/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-not-to-apps',
      comment: 'packages/shared is used by both apps and must not depend on either of them.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-not-to-server',
      comment:
        'The web app talks to the server over HTTP and Socket.IO only; shared code lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-module-through-index',
      comment:
        "A server module imports another module only through that module's index.ts " +
        '(apps/server/src/modules/Y/index.ts), never its internals.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-no-node-builtins',
      comment: 'packages/shared runs in the browser too: no node: builtins (use Web Crypto).',
      severity: 'error',
      from: { path: '^packages/shared/', pathNot: TEST_FILES },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-only-zod',
      comment: 'packages/shared is pure: the only npm package it may use is zod.',
      severity: 'error',
      from: { path: '^packages/shared/', pathNot: TEST_FILES },
      to: { path: '(^|/)node_modules/', pathNot: '(^|/)node_modules/zod/' },
    },
    {
      name: 'aggregator-stands-alone',
      comment:
        "The stand-in game aggregator (apps/aggregator) is another company's process in miniature: it talks to " +
        'the casino over the signed HTTP protocol only, so it imports packages/shared and node builtins, ' +
        'never the server or the web app (its launcher test may import the launcher it drives).',
      severity: 'error',
      from: { path: '^apps/aggregator/' },
      to: {
        path: '^apps/(server|web)/',
        pathNot: '^apps/server/src/sandbox-aggregator\\.ts$',
      },
    },
    {
      name: 'aggregator-launcher-only-in-tests',
      comment: "Only the aggregator's tests may import the server's launcher (to start the real process).",
      severity: 'error',
      from: { path: '^apps/aggregator/', pathNot: TEST_FILES },
      to: { path: '^apps/server/' },
    },
    {
      name: 'aggregator-only-zod',
      comment: 'The stand-in aggregator runs on node builtins and zod (through the shared contract) only.',
      severity: 'error',
      from: { path: '^apps/aggregator/', pathNot: TEST_FILES },
      to: { path: '(^|/)node_modules/', pathNot: '(^|/)node_modules/zod/' },
    },
    {
      name: 'nothing-imports-the-aggregator',
      comment:
        'The casino reaches the aggregator over HTTP; apps/server/src/sandbox-aggregator.ts starts its ' +
        'process by path, never by import.',
      severity: 'error',
      from: { path: '^(apps/(server|web)|packages)/' },
      to: { path: '^apps/aggregator/' },
    },
    {
      name: 'no-circular',
      comment:
        'Import cycles make load order fragile. Cycles made only of `import type` edges are allowed: ' +
        'they vanish at runtime.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-no-dev-dependencies',
      comment:
        'Server code runs in production without devDependencies. Only tests, benchmarks and type-only ' +
        'imports may use them.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: TEST_FILES },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'apps-no-undeclared-packages',
      comment:
        "A package an app imports must be listed in that app's package.json, not merely hoisted into " +
        'node_modules by another workspace.',
      severity: 'error',
      from: { path: ['^apps/server/src/', '^apps/web/src/', '^apps/aggregator/src/'], pathNot: TEST_FILES },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'An import that does not resolve to a file or an installed package is a typo or a missing install.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // node_modules is not scanned and not followed, but imports into it stay visible as edges, which
    // the npm rules above need (`exclude` would drop those edges too).
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: ['(^|/)dist/', '(^|/)drizzle/', '(^|/)coverage/', '(^|/)test-results/'] },
    // Keep `import type` edges (typed `type-only`) so the boundary rules see them too.
    tsPreCompilationDeps: true,
    // Resolution only (the code uses explicit .ts/.tsx extensions and no path aliases); every
    // workspace tsconfig extends this one.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
