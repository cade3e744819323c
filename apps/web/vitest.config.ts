import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// `npm test` runs the security checks once, as their own named suite (scripts/test-security.mjs).
const skipSecurity = process.env.SKIP_SECURITY_TESTS === '1' ? ['**/*.security.test.ts'] : [];

export default defineConfig({
  plugins: [react()],
  test: {
    exclude: [...configDefaults.exclude, ...skipSecurity],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A bound for a hung test, not a pace: rendering tests take seconds on a busy machine.
    testTimeout: 120_000,
    // Rendering tests (*.test.tsx) run in jsdom; plain logic (*.test.ts) in node, which
    // starts much faster. A .ts test that needs the DOM says so in its first line:
    // `// @vitest-environment jsdom`.
    projects: [
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
});
