/**
 * The codebase's dependency rules, checked by `npm run lint` (dependency-cruiser).
 * docs/architecture.md draws them; scripts/check-boundaries.test.mjs proves each one fails
 * on a deliberately bad import. A rule's `comment` is what a contributor reads on failure.
 */
const tests = '(\\.test\\.tsx?$|\\.e2e\\.ts$|/test/|test-kit\\.ts$|test-positions\\.ts$)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make load order fragile and hide which module owns what. Move the shared part to one place both import. (Type-only imports are erased at build time and may loop.)',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment:
        "A web feature uses another feature only through that feature's public entry, features/<feature>/index.ts.",
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'server-module-repository',
      severity: 'error',
      comment:
        "A server module uses another module through its service, never its repository (the other module's rules would be bypassed). Types alone may be imported.",
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: tests },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]*repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-module-routes',
      severity: 'error',
      comment: "Routes are a module's edge: no other module imports them (only app.ts registers them).",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]*routes\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'routes-no-sql',
      severity: 'error',
      comment:
        'Routes hold schemas, auth and status codes; queries live in the repository (drizzle-orm and the tables are imported there).',
      from: { path: '^apps/server/src/modules/[^/]+/[^/]*routes\\.ts$' },
      to: {
        path: ['^node_modules/drizzle-orm', '^apps/server/src/db/schema/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-seed-in-app',
      severity: 'error',
      comment:
        'The demo seed is a client of the app, not part of it: only start-up (server.ts), the seed itself, build scripts and tests import db/seed.',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '^apps/server/src/db/seed/',
          '^apps/server/src/server\\.ts$',
          '^apps/server/src/modules/match/build-taxonomy\\.ts$',
          tests,
        ],
      },
      to: { path: '^apps/server/src/db/seed/' },
    },
    {
      name: 'packages-not-apps',
      severity: 'error',
      comment: 'Shared packages (contracts, forms) are used by the apps and never import them.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'forms-core-no-react',
      severity: 'error',
      comment: 'The forms core is plain TypeScript, shared by server and web: no React, no DOM bindings.',
      from: { path: '^packages/forms/src/core/' },
      to: { path: ['^node_modules/(react|react-dom|@types/react)/', '^packages/forms/src/react/'] },
    },
    {
      name: 'web-server-apart',
      severity: 'error',
      comment: 'The web app and the server meet only through packages/contracts (and HTTP).',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/(web|server)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|artifacts|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
