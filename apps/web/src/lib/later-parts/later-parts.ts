import { loadAllMessages } from '../i18n/i18n.ts';

let laterStyles: Promise<unknown> | undefined;

function loadLaterStyles(): Promise<unknown> {
  laterStyles ??= import('./later-styles.ts').catch((error: unknown) => {
    laterStyles = undefined; // a later call tries again
    throw error;
  });
  return laterStyles;
}

/**
 * What the first view (/careers, a search, a job page) does not load up front (issue 17,
 * docs/performance.md): the rest of the English messages and the Mantine styles of the
 * components only other parts use (app/mantine-styles-later.css). Every other page awaits it
 * with its chunk, and so do the parts of the public pages loaded later (login forms, map,
 * applied-or button), so nothing renders untranslated or unstyled.
 */
export function loadLaterParts(): Promise<void> {
  return Promise.all([loadAllMessages(), loadLaterStyles()]).then(() => undefined);
}
