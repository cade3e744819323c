import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `aria-describedby` on a field's input. Mantine's wrapped inputs (TextInput, Select,
 * DateInput …) overwrite the prop with their own wrapper's value, which is empty because the
 * frame draws the help and error lines itself; so the attribute is set on the element after
 * render. React leaves it alone: the value it renders there never changes (always undefined).
 * Runs after every render of the field's controller, which re-renders on each value change.
 * Returns the ref to hand to the input.
 */
export function useDescribedBy(describedBy: string | undefined, enabled: boolean) {
  const node = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const el = node.current;
    if (!enabled || !el) return;
    // A field may add its own lines (the date field's "cleared" note) through this attribute.
    const ids = [describedBy, el.getAttribute('data-describedby-extra')].filter(Boolean).join(' ');
    if (ids) el.setAttribute('aria-describedby', ids);
    else el.removeAttribute('aria-describedby');
  });
  return node;
}
