import { configDefaults, defineConfig } from 'vitest/config';

// `npm test` runs the security checks once, as their own named suite (scripts/test-security.mjs).
const skipSecurity = process.env.SKIP_SECURITY_TESTS === '1' ? ['**/*.security.test.ts'] : [];

// Files that change the process for whoever runs after them, so they get a worker of their
// own. drizzle-kit/api (the schema-vs-migrations check) adds enumerable methods to
// Array.prototype and String.prototype and replaces global fetch; pdf.js (unpdf) refuses to
// load after that ("Array.prototype contains unexpected enumerable property random").
const ownProcess = ['src/db/schema-matches-migrations.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Bounds for a hung test, not a pace: with both suites side by side on two cores (and on a
    // machine shared with other work) a file's setup can take a minute.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One migrated, seeded template per run; each test file gets its own copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/property-runs.ts'],
    // Two cores: two test files at a time, each on its own fresh database.
    maxWorkers: 2,
    restoreMocks: true,
    projects: [
      {
        // A worker imports the server's modules (app, Drizzle, PDF and search libraries: most
        // of a file's time) once and runs file after file on them, instead of a fresh module
        // graph per file. Safe because the app keeps no state in modules between test files:
        // each file builds its own app on its own database copy, caches live on the app, no
        // file uses vi.mock, and spies and fake timers are undone in afterEach. A file that
        // mocks modules or changes globals goes in `ownProcess`. See docs/testing.md.
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...skipSecurity, ...ownProcess],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ownProcess, isolate: true } },
    ],
  },
});
