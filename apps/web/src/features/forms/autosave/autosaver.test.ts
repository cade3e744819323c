import { describe, expect, it } from 'vitest';
import { type AutosaveStatus, createAutosaver } from './autosaver.ts';

function harness(save: (v: string) => Promise<void>) {
  const timers: (() => void)[] = [];
  const statuses: AutosaveStatus[] = [];
  const saver = createAutosaver<string>({
    save,
    delayMs: 1000,
    onStatus: (s) => statuses.push(s),
    setTimer: (fn) => timers.push(fn) - 1,
    clearTimer: (h) => {
      timers[h as number] = () => {};
    },
  });
  const tick = () => {
    for (const fn of timers.splice(0)) fn();
  };
  return { saver, statuses, tick };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('autosaver', () => {
  it('saves once, the latest answers, after changes pause', async () => {
    const saved: string[] = [];
    const { saver, statuses, tick } = harness(async (v) => {
      saved.push(v);
    });
    saver.change('a');
    saver.change('ab');
    saver.change('abc');
    expect(saver.unsaved()).toBe(true);
    tick();
    await settle();
    expect(saved).toEqual(['abc']);
    expect(statuses.at(-1)).toBe('saved');
    expect(saver.unsaved()).toBe(false);
  });

  it('saves a change made during a save right after it, one save at a time', async () => {
    const saved: string[] = [];
    let release: () => void = () => {};
    const { saver, tick } = harness(
      (v) =>
        new Promise<void>((r) => {
          saved.push(v);
          release = r;
        }),
    );
    saver.change('one');
    tick();
    saver.change('two');
    const flushed = saver.flush();
    expect(saved).toEqual(['one']);
    release();
    await settle();
    expect(saved).toEqual(['one', 'two']);
    release();
    await flushed;
    expect(saver.unsaved()).toBe(false);
  });

  it('keeps failed answers and sends them on retry (back online)', async () => {
    let online = false;
    const saved: string[] = [];
    const { saver, statuses, tick } = harness(async (v) => {
      if (!online) throw new Error('offline');
      saved.push(v);
    });
    saver.change('typed offline');
    tick();
    await settle();
    expect(statuses.at(-1)).toBe('failed');
    expect(saver.unsaved()).toBe(true);
    online = true;
    await saver.retry();
    expect(saved).toEqual(['typed offline']);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('hold before a submit: nothing waiting is saved, a save under way is waited for; resume saves what was kept', async () => {
    const saved: string[] = [];
    let release: () => void = () => {};
    const { saver, statuses, tick } = harness(
      (v) =>
        new Promise<void>((r) => {
          saved.push(v);
          release = r;
        }),
    );
    saver.change('first');
    tick(); // 'first' is being saved
    saver.change('second'); // waits for its timer
    let held = false;
    const holding = saver.hold().then(() => {
      held = true;
    });
    await settle();
    expect(held).toBe(false); // the save under way is awaited
    release();
    await holding;
    tick(); // the cleared timer fires nothing
    await settle();
    expect(saved).toEqual(['first']);
    expect(statuses.at(-1)).toBe('idle');
    expect(saver.unsaved()).toBe(false); // no leave warning while the submit runs
    saver.change('typed during submit');
    tick();
    await settle();
    expect(saved).toEqual(['first']);
    // The submit failed: saving resumes with the latest answers.
    saver.resume();
    expect(saver.unsaved()).toBe(true);
    tick();
    await settle();
    expect(saved).toEqual(['first', 'typed during submit']);
    release();
    await settle();
    expect(statuses.at(-1)).toBe('saved');
  });

  it('submitting: after a submit that went through nothing more is saved; after one that failed, saving resumes', async () => {
    const saved: string[] = [];
    const { saver, tick } = harness(async (v) => {
      saved.push(v);
    });
    await saver.submitting(async () => {
      saver.change('typed while sending');
      return true;
    });
    saver.change('typed after sending');
    tick();
    await settle();
    expect(saved).toEqual([]);
    expect(saver.unsaved()).toBe(false);

    const other = harness(async (v) => {
      saved.push(v);
    });
    await other.saver.submitting(async () => {
      other.saver.change('kept for after');
      return false;
    });
    other.tick();
    await settle();
    expect(saved).toEqual(['kept for after']);
    // A submit that throws also resumes saving.
    await expect(
      other.saver.submitting(() => {
        other.saver.change('after a throw');
        throw new Error('network');
      }),
    ).rejects.toThrow('network');
    other.tick();
    await settle();
    expect(saved).toEqual(['kept for after', 'after a throw']);
  });
});
