import { describe, expect, it } from 'vitest';
import { readNdjson } from './ndjson.ts';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

describe('readNdjson', () => {
  it('gives each line once complete, joining lines split across chunks', async () => {
    const seen: unknown[] = [];
    await readNdjson(streamOf(['{"a":1}\n{"b":', '2}\n\n{"c":"é', '"}']), (v) => seen.push(v));
    expect(seen).toEqual([{ a: 1 }, { b: 2 }, { c: 'é' }]);
  });

  it('fails on a line that is not JSON', async () => {
    await expect(readNdjson(streamOf(['{"a":1}\nnot json\n']), () => {})).rejects.toThrow();
  });
});
