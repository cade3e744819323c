import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStableId } from './mantine-stable-id.ts';

const resolveId = (source: string, importer?: string) => {
  const hook = mantineStableId().resolveId as (s: string, i?: string) => string | null;
  return hook(source, importer);
};

// The package's CommonJS entry (cjs/index.cjs) sits beside the esm folder the browser build reads.
const hooksIndex = path.join(
  path.dirname(path.dirname(createRequire(import.meta.url).resolve('@mantine/hooks'))),
  'esm',
  'index.mjs',
);

describe('mantineStableId', () => {
  it("points @mantine/hooks' own useId import at ours", () => {
    expect(resolveId('./use-id/use-id.mjs', hooksIndex)).toMatch(
      /src[\\/]lib[\\/]mantine[\\/]stable-id\.ts$/,
    );
  });

  it('leaves every other import alone', () => {
    expect(resolveId('./use-id/use-id.mjs', '/app/src/some-file.ts')).toBeNull();
    expect(resolveId('./use-id/use-react-id.mjs', hooksIndex)).toBeNull();
    expect(resolveId('@mantine/hooks', '/app/src/main.tsx')).toBeNull();
    expect(resolveId('./use-id/use-id.mjs')).toBeNull();
  });

  it('still matches the installed Mantine: its index imports useId from that file', () => {
    const index = fs.readFileSync(hooksIndex, 'utf8');
    expect(index).toMatch(/export \{ useId \} from '\.\/use-id\/use-id\.mjs'/);
  });
});
