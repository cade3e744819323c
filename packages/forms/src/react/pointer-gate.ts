/**
 * Holds work (a field's blur validation) while a pointer is pressed, and runs it once the press
 * has become a click. Pressing "Add a role" blurs the field above it; if that field's error
 * line appeared at once it would push the button down between press and release, and the
 * browser would send the click to whatever is under the pointer then (the click is lost).
 * Keyboard blurs (Tab) run at once. One set of document listeners serves every form.
 */
let pressed = false;
let queue: (() => void)[] = [];
let installed = false;

function flush() {
  pressed = false;
  // After the click: pointerup, mouseup and click are dispatched together, before this task.
  setTimeout(() => {
    const run = queue;
    queue = [];
    for (const fn of run) fn();
  }, 0);
}

function install() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const opts = { capture: true, passive: true };
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    opts,
  );
  document.addEventListener('pointerup', flush, opts);
  // A touch that turns into a scroll ends without pointerup.
  document.addEventListener('pointercancel', flush, opts);
  // A press whose release happened outside the window (or was never seen) must not hold work forever.
  window.addEventListener('blur', flush);
}

// Listening from the first import: the press that causes the first blur must be seen.
install();

/** Runs `fn` now, or after the pointer held down somewhere is released. */
export function afterPointerRelease(fn: () => void): void {
  if (pressed) queue.push(fn);
  else fn();
}
