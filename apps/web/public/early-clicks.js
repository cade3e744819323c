/*
 * A server-rendered page (issue 17 item 3) shows its buttons before the app has taken them over
 * (hydration): a click then would do nothing. Until <html data-oc-app> is set
 * (src/app/app-root.tsx), clicks on buttons inside #root are held here and replayed by the app
 * once it has hydrated; a form is not submitted natively meanwhile. Links work as links.
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
})();
