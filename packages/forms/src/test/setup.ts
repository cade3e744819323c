import fc from 'fast-check';

// FC_RUNS=n runs every property test n times: a hunt for rare counterexamples, not CI's pace.
if (process.env.FC_RUNS) fc.configureGlobal({ numRuns: Number(process.env.FC_RUNS) });
// Component tests opt into jsdom per file; these helpers only load where a DOM exists.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  afterEach(() => cleanup());
  // findBy…/waitFor bound a hung test; on a busy machine a correct render can take seconds.
  configure({ asyncUtilTimeout: 30_000 });
  // Mantine reads these browser APIs that jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
}
