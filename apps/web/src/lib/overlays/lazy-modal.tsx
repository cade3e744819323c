import type { DrawerProps, ModalProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { lazyPart, useLazyPart } from '../lazy/lazy-part.ts';
import { useOverlayMount } from './use-overlay-mount.ts';

/**
 * Mantine's Modal and Drawer, fetched the first time one is asked to open (or earlier, when
 * `prefetchModalKit` is called once the page is idle), not with the first view (issue 17).
 * Same props as Mantine's. The dialog mounts once its code is here, closed first and then
 * opened, so it animates in as it always did (use-overlay-mount.ts).
 */
const modalKit = lazyPart(() => import('./modal-kit.ts'));

/** Fetches the kit ahead of need (after the first view, so a first opening never waits). */
export const prefetchModalKit = (): void => void modalKit.load().catch(() => undefined);

export function LazyModal(props: ModalProps) {
  const Kit = useKit(props.opened, props.onClose);
  return Kit.value ? <Kit.value.Modal {...props} opened={Kit.opened} /> : null;
}

export function LazyDrawer(props: DrawerProps) {
  const Kit = useKit(props.opened, props.onClose);
  return Kit.value ? <Kit.value.Drawer {...props} opened={Kit.opened} /> : null;
}

function useKit(requested: boolean, onClose: () => void) {
  const kit = useLazyPart(modalKit, requested);
  const overlay = useOverlayMount(requested && kit.value !== undefined);
  // A kit that cannot come (offline, a release replaced the chunk) closes the request as if the
  // visitor had closed the dialog, so no button stays "expanded" over nothing; the next opening
  // fetches again (login-modal.tsx does the same for its forms).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (kit.failed && requested) close.current();
  }, [kit.failed, requested]);
  return { value: overlay.mounted ? kit.value : undefined, opened: overlay.opened };
}
