import { useCallback, useEffect, useState } from 'react';

/**
 * Mounts a Mantine overlay (Modal, Drawer, a Popover's or Menu's dropdown) only once it is first
 * asked to open, and keeps it mounted afterwards (its closing transition, focus return).
 *
 * Why: a closed Mantine overlay is not free. Its Portal sets state in a layout effect as soon as
 * it mounts, and its Transition then mounts too, so every closed overlay on a server-rendered
 * page re-rendered synchronously right after hydration. On /careers (nine filter dropdowns, two
 * menus, two drawers, the login modal) that cascade was ~500 components in the same long task as
 * the hydration commit on a 4× slowed phone (issue 17, Total Blocking Time; docs/performance.md).
 *
 * `opened` lags the request by one effect on the first open: the overlay first mounts closed,
 * then opens, so it animates in as it would had it always been there.
 */
export function useOverlayMount(requested: boolean): { mounted: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(requested);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (requested && !mounted) setMounted(true);
  }, [requested, mounted]);
  useEffect(() => {
    if (mounted && !ready) setReady(true);
  }, [mounted, ready]);
  return { mounted: mounted || requested, opened: requested && ready };
}

/**
 * The same for a Popover or Menu that holds its own open state: pass `opened` and `onChange` to
 * the Popover or Menu, and render its Dropdown only while `mounted`. A controlled Popover (unlike
 * a Menu) leaves its target's clicks to us: give the target `onClick={toggle}`.
 */
export function useLazyDropdown(): {
  mounted: boolean;
  opened: boolean;
  onChange: (opened: boolean) => void;
  toggle: () => void;
} {
  const [requested, setRequested] = useState(false);
  const toggle = useCallback(() => setRequested((r) => !r), []);
  return { ...useOverlayMount(requested), onChange: setRequested, toggle };
}
