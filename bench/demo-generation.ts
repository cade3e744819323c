/**
 * How fast the demo generator makes positions (the seed uses 2,000; the search benchmark
 * of a later issue uses 100,000). Writes bench/results/demo-generation.json.
 *   node --import tsx bench/demo-generation.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateDemoPositions } from '../apps/server/src/db/seed/demo-positions.ts';

const now = new Date('2026-11-21T00:00:00Z');
const runs = (count: number) =>
  [1, 2, 3].map(() => {
    const started = performance.now();
    generateDemoPositions(count, { now });
    return Math.round(performance.now() - started);
  });

const result = {
  date: new Date().toISOString(),
  node: process.version,
  ms2000: runs(2_000),
  ms100000: runs(100_000),
  rssMb: Math.round(process.memoryUsage().rss / 1048576),
};
const out = path.join(import.meta.dirname, 'results/demo-generation.json');
fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(result);
