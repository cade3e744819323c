/*
 * A server-rendered page (issue 17 item 3) before the app has taken it over.
 *
 * 1. Its buttons show before the app has hydrated them: a click then would do nothing. Until
 *    <html data-oc-app> is set (src/app/app-root.tsx), clicks on buttons inside #root are held
 *    here and replayed by the app once it has hydrated; a form is not submitted natively
 *    meanwhile. Links work as links.
 * 2. Its scripts start after its first paint. The server moves the app's entry and module
 *    preloads from the page's head onto this script's data-app-entry and data-app-preload
 *    (apps/server/src/modules/spa/index-html.ts); they are added here once the parsed page has
 *    been painted. On a slow phone line the ~270 KB of scripts otherwise shared the line with the
 *    stylesheets the paint waits for: Lighthouse's mobile first paint was 2.4 s with them and
 *    1.2 s without (docs/performance.md). They only hydrate a page that is already readable.
 *
 * A classic script loaded before the page's body, so it is listening before anything shows.
 */
(() => {
  const held = [];
  window.__ocHeldClicks = held;
  const waiting = () => !document.documentElement.dataset.ocApp;
  document.addEventListener(
    'click',
    (event) => {
      if (!waiting() || !(event.target instanceof Element)) return;
      const button = event.target.closest('button, [role="button"], input[type="submit"]');
      const root = document.getElementById('root');
      if (!button || !root?.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.includes(button)) held.push(button);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (waiting()) event.preventDefault();
    },
    true,
  );

  const self = document.currentScript;
  const entry = self?.dataset.appEntry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (self.dataset.appPreload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.append(script);
  };
  // Once the first contentful paint is reported (after the frame is on screen, not only
  // committed: Lighthouse counts a request begun before it as one the paint waited for).
  // A tab opened in the background paints nothing, and a page may paint nothing contentful:
  // the app starts there all the same. Without paint timing, after the next frame.
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    const soon = () => setTimeout(start, 0);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        soon();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else requestAnimationFrame(soon);
    setTimeout(start, 3000);
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
})();
