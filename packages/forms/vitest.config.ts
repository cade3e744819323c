import { defineConfig } from 'vitest/config';

// Core tests run in node (the server runs core); component tests opt into jsdom per file.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // jsdom with Mantine is slow on a shared 2-core machine.
    testTimeout: 30_000,
  },
});
