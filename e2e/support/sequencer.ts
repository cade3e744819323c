import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each file took in a measured run (docs/testing.md "End-to-end suite"). Vitest's own
 * `--shard` splits by a hash of the path into equal counts of files, which left one shard with
 * twice the other's minutes; this splits by these times instead. A file not listed counts as
 * the average; refresh the table when files are added or grow a lot.
 */
const durations: Record<string, number> = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'durations.json'), 'utf8'),
);

export default class DurationSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const root = this.ctx.config.root;
    const known = Object.values(durations);
    const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 0;
    const weighed = files
      .map((spec) => {
        const name = path.relative(root, spec.moduleId).split(path.sep).join('/');
        // With no table at all, a file's size stands in for its time.
        return { spec, name, s: durations[name] ?? (average || fs.statSync(spec.moduleId).size) };
      })
      // Longest first, each to the shard with the least so far: the same split in every shard.
      .sort((a, b) => b.s - a.s || (a.name < b.name ? -1 : 1));
    const load = Array.from({ length: count }, () => 0);
    const mine: TestSpecification[] = [];
    for (const file of weighed) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest] = (load[lightest] ?? 0) + file.s;
      if (lightest === index - 1) mine.push(file.spec);
    }
    return mine;
  }
}
