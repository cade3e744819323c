import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves in a later task: every microtask already queued or chained runs before it', async () => {
    let ran = 0;
    const chain = (left: number): Promise<void> | undefined =>
      left > 0
        ? Promise.resolve().then(() => {
            ran += 1;
            return chain(left - 1);
          })
        : undefined;
    const seen = nextTask().then(() => ran);
    void chain(1000);
    expect(await seen).toBe(1000);
  });

  it('resolves each caller once, in the order asked', async () => {
    const order: number[] = [];
    await Promise.all([0, 1, 2].map((i) => nextTask().then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2]);
  });
});
