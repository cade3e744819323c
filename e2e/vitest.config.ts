import { defineConfig } from 'vitest/config';
import DurationSequencer from './support/sequencer.ts';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Bounds for a hung test, not a pace: at load 30 on two cores a correct test that logs in
    // and opens three pages took 62 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: on a loaded machine a modal that closes after
    // a 2 s save failed a correct test (pipeline.e2e.ts). A poll still passes the moment its
    // condition holds; only a real failure waits the full 20 s.
    expect: { poll: { timeout: 20_000 } },
    // One file at a time per shard: the files of a shard share its server and database, and
    // several change what others read. Shards (e2e/run.ts) each have their own server,
    // database and browser; the sequencer splits the files between them by measured time.
    fileParallelism: false,
    sequence: { sequencer: DurationSequencer },
  },
});
