import { configDefaults, defineConfig } from 'vitest/config';

// `npm test` runs the security checks once, as their own named suite (scripts/test-security.mjs).
const skipSecurity = process.env.SKIP_SECURITY_TESTS === '1' ? ['**/*.security.test.ts'] : [];

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...skipSecurity],
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Bounds for a hung test, not a pace: with both suites side by side on two cores (and on a
    // machine shared with other work) a file's setup can take a minute.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One migrated, seeded template per run; each test file gets its own copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // Two cores: two test files at a time, each on its own fresh database.
    maxWorkers: 2,
  },
});
