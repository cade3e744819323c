/*
 * Mantine's Modal and Drawer, with what they bring (focus trap, scroll lock, overlay, scroll
 * area): ~15 KB gzipped that no page shows before a visitor opens something. Imported only
 * through lazy-modal.tsx, so they are a chunk of their own instead of part of every page's
 * first view (issue 17). Import Modal or Drawer from '@mantine/core' anywhere else and they go
 * back into whichever chunk that module is in.
 */
export { Drawer, Modal } from '@mantine/core';
