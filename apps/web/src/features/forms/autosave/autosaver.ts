/**
 * Autosave without a framework: a change waits `delayMs` for the next one (debounce), then
 * the latest answers are saved; one save at a time, and a change made while saving is saved
 * right after. A failed save is tried again on the next change or `retry()` (back online).
 */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface AutosaverOptions<T> {
  save: (values: T) => Promise<void>;
  delayMs: number;
  onStatus: (status: AutosaveStatus) => void;
  /** Timers are injectable so tests need no real time. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface Autosaver<T> {
  change: (values: T) => void;
  /** Saves now what waits, if anything (leaving the page, going back online). */
  flush: () => Promise<void>;
  retry: () => Promise<void>;
  /** True while typed answers are not yet on the server. */
  unsaved: () => boolean;
  /**
   * Before a submit: no draft save may start now (a draft written after the submit would
   * outlive it or be refused), and a save under way is waited for. Answers that were still
   * waiting are kept for `resume`.
   */
  hold: () => Promise<void>;
  /** After a submit that did not go through: saving starts again, with what `hold` kept. */
  resume: () => void;
  /**
   * Runs a submit between `hold` and its end: `submit` answers true when the answers went
   * through, and then saving stops for good (a draft written now would be refused); otherwise
   * saving resumes.
   */
  submitting: (submit: () => unknown) => Promise<void>;
  dispose: () => void;
}

export function createAutosaver<T>(options: AutosaverOptions<T>): Autosaver<T> {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let waiting: { values: T } | undefined;
  let timer: unknown;
  let inFlight: Promise<void> | undefined;
  let failed = false;
  let disposed = false;
  let held = false;

  const status = (s: AutosaveStatus) => {
    if (!disposed) options.onStatus(s);
  };

  const run = async (): Promise<void> => {
    if (timer !== undefined) {
      clearTimer(timer);
      timer = undefined;
    }
    if (inFlight) return inFlight.then(run);
    const next = waiting;
    if (!next || disposed || held) return;
    waiting = undefined;
    status('saving');
    inFlight = options.save(next.values).then(
      () => {
        failed = false;
        if (!waiting) status('saved');
      },
      () => {
        failed = true;
        // Kept for the next try, unless a newer change already replaced it.
        waiting ??= next;
        status('failed');
      },
    );
    await inFlight;
    inFlight = undefined;
    if (waiting && !failed) await run();
  };

  return {
    change(values) {
      if (disposed) return;
      waiting = { values };
      failed = false;
      if (timer !== undefined) clearTimer(timer);
      if (held) return;
      status('pending');
      timer = setTimer(() => {
        timer = undefined;
        void run();
      }, options.delayMs);
    },
    async hold() {
      held = true;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      await inFlight;
      // The answers are going with the submit, not lost: nothing to warn about while it runs.
      status('idle');
    },
    resume() {
      if (!held) return;
      held = false;
      if (waiting) this.change(waiting.values);
    },
    async submitting(submit) {
      await this.hold();
      let sent = false;
      try {
        sent = (await submit()) === true;
      } finally {
        if (sent) this.dispose();
        else this.resume();
      }
    },
    flush: run,
    retry() {
      if (!failed) return Promise.resolve();
      failed = false;
      return run();
    },
    unsaved: () => !held && (waiting !== undefined || inFlight !== undefined),
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimer(timer);
    },
  };
}
