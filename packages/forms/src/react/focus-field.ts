const focusable =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex="0"]';

/** Focuses a field by its path: its invalid input first, else its first input (§4, §2 stepper). */
export function focusField(root: ParentNode, path: string): boolean {
  // Compared, not put in a selector: paths come from form definitions.
  const frame = [...root.querySelectorAll('[data-path]')].find((el) => el.getAttribute('data-path') === path);
  if (!frame) return false;
  const target =
    frame.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ??
    frame.querySelector<HTMLElement>(focusable);
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
  return true;
}

/** Focuses the first invalid field of a region, or else its first input. */
export function focusFirstIn(region: Element): void {
  const invalid = region.querySelector<HTMLElement>('[data-invalid="true"]');
  const frame = invalid ?? region.querySelector<HTMLElement>('[data-path]');
  const path = frame?.getAttribute('data-path');
  if (path) focusField(region, path);
}
