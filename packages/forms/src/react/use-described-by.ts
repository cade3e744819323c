import { useCallback, useLayoutEffect, useRef } from 'react';

/** Sets (or clears) the input's `aria-describedby`, with any lines the field adds itself. */
function describe(el: HTMLElement, describedBy: string | undefined): void {
  // A field may add its own lines (the date field's "cleared" note) through this attribute.
  const ids = [describedBy, el.getAttribute('data-describedby-extra')].filter(Boolean).join(' ');
  if (ids) el.setAttribute('aria-describedby', ids);
  else el.removeAttribute('aria-describedby');
}

/**
 * Keeps `aria-describedby` on a field's input. Mantine's wrapped inputs (TextInput, Select,
 * DateInput …) overwrite the prop with their own wrapper's value, which is empty because the
 * frame draws the help and error lines itself; so the attribute is set on the element after
 * render. React leaves it alone: the value it renders there never changes (always undefined).
 * Set after every render of the field's controller (which re-renders on each value change),
 * and on any input the field attaches later without the controller re-rendering: the state
 * field swaps its waiting text box for a select once the region lists load, and that select
 * had no description until the next keystroke. Returns the function to hand the input's ref.
 */
export function useDescribedBy(
  describedBy: string | undefined,
  enabled: boolean,
): (el: HTMLElement | null) => void {
  const node = useRef<HTMLElement | null>(null);
  const wanted = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    wanted.current = enabled ? describedBy : undefined;
    if (enabled && node.current) describe(node.current, describedBy);
  });
  return useCallback((el: HTMLElement | null) => {
    node.current = el;
    if (el && wanted.current !== undefined) describe(el, wanted.current);
  }, []);
}
