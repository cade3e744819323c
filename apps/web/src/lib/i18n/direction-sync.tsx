import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from './locale-registry.ts';

/**
 * Keeps Mantine's direction (DirectionProvider in app.tsx: menus, drawers, popovers, inputs'
 * sections) in step with the language shown, so switching to Arabic or Hebrew mirrors them too.
 */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { dir, setDirection } = useDirection();
  const wanted = directionOf(i18n.language);
  useEffect(() => {
    if (dir !== wanted) setDirection(wanted);
  }, [dir, wanted, setDirection]);
  return null;
}
