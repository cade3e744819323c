import { describe, expect, it } from 'vitest';
import { Readiness } from './readiness.ts';

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('Readiness', () => {
  it('waits for each piece of start-up work until it succeeds, in the order held', async () => {
    const readiness = new Readiness();
    expect(readiness.waitingFor()).toEqual([]);
    let finishIndex!: () => void;
    let finishWarmUp!: () => void;
    readiness.holdUntil('search index', new Promise<void>((r) => (finishIndex = r)));
    readiness.holdUntil('warm-up', new Promise<void>((r) => (finishWarmUp = r)));
    expect(readiness.waitingFor()).toEqual(['search index', 'warm-up']);
    finishWarmUp();
    await settled();
    expect(readiness.waitingFor()).toEqual(['search index']);
    finishIndex();
    await settled();
    expect(readiness.waitingFor()).toEqual([]);
  });

  it('stays waiting for work that failed, without an unhandled rejection', async () => {
    const readiness = new Readiness();
    readiness.holdUntil('search index', Promise.reject(new Error('database gone')));
    await settled();
    expect(readiness.waitingFor()).toEqual(['search index']);
  });
});
