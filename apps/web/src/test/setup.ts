import { cleanup, configure } from '@testing-library/react';
import fc from 'fast-check';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import { initI18n, loadAllMessages } from '../lib/i18n/i18n.ts';
import en from '../locales/en.json';

// FC_RUNS=n runs every property test n times: a hunt for rare counterexamples, not CI's pace.
if (process.env.FC_RUNS) fc.configureGlobal({ numRuns: Number(process.env.FC_RUNS) });

if (typeof window === 'undefined') {
  // Logic tests in node: the English messages, without the browser's locale detection.
  await i18next.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
} else {
  // Mantine reads these browser APIs that jsdom does not implement.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }

  // findBy/waitFor poll the page until it is right; the limit only bounds a failing test,
  // and is generous so that a busy machine (the suites run side by side) does not fail one.
  configure({ asyncUtilTimeout: 30_000 });

  // Unmount every rendered tree after each test (RTL's own auto-cleanup needs vitest globals,
  // which are off): a tree left mounted can have React work scheduled that runs after the file's
  // jsdom is gone ("window is not defined", an unhandled error that fails the run).
  afterEach(() => {
    cleanup();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  // Components render real English messages, as in the browser.
  await initI18n();
  await loadAllMessages();
}
