import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { englishMessagesSplit } from './build/messages-plugin.ts';

// `npm test` runs the security checks once, as their own named suite (scripts/test-security.mjs).
const skipSecurity = process.env.SKIP_SECURITY_TESTS === '1' ? ['**/*.security.test.ts'] : [];

// The .ts tests that ask for the DOM in their first line run with the rendering tests.
const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const domLogicTests = fs
  .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) =>
    fs.readFileSync(path.join(srcDir, file), 'utf8').startsWith('// @vitest-environment jsdom'),
  )
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  plugins: [react(), englishMessagesSplit()],
  test: {
    exclude: [...configDefaults.exclude, ...skipSecurity],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A bound for a hung test, not a pace: rendering tests take seconds on a busy machine.
    testTimeout: 120_000,
    // Vitest's default for `run` is one worker fewer than the cores: one worker on CI's two
    // cores, with the main process idle (docs/testing.md "Unit tests: two workers").
    maxWorkers: 2,
    // Rendering tests (*.test.tsx) run in jsdom; plain logic (*.test.ts) in node, which
    // starts much faster. A .ts test that needs the DOM says so in its first line:
    // `// @vitest-environment jsdom`.
    // Plain logic files also share one module graph per worker (isolate: false): importing
    // the setup (i18n and the English messages) and zod once instead of once per file cut
    // their CPU time about six-fold (docs/testing.md). They have no DOM; a module that holds
    // state (a store) is reset by its test in afterEach. Rendering tests stay isolated.
    projects: [
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx', ...domLogicTests] },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...skipSecurity, ...domLogicTests],
          isolate: false,
        },
      },
    ],
  },
});
