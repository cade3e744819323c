import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Bounds for a hung test, not a pace: at load 30 on two cores a correct test that logs in
    // and opens three pages took 62 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser at a time on a 2-core machine keeps timings steady.
    fileParallelism: false,
  },
});
