import { configDefaults, defineConfig } from 'vitest/config';

// `npm test` runs the security checks once, as their own named suite (scripts/test-security.mjs).
const skipSecurity = process.env.SKIP_SECURITY_TESTS === '1' ? ['**/*.security.test.ts'] : [];

// Core tests run in node (the server runs core); component tests opt into jsdom per file.
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...skipSecurity],
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // jsdom with Mantine is slow on a shared 2-core machine.
    testTimeout: 120_000,
    // Vitest's default for `run` is one worker fewer than the cores: one worker on CI's two
    // cores, with the main process idle. Two workers ran this suite in about half the time
    // (docs/testing.md "Unit tests: two workers").
    maxWorkers: 2,
  },
});
