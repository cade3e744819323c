import { defineConfig } from 'vitest/config';

// Core tests run in node (the server runs core); component tests opt into jsdom per file.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
