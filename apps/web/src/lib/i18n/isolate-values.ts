import { isolateLeftToRight } from '@opencareers/contracts/bidi-isolate';

/*
 * Filled-in values on a right-to-left page are isolated by the rule shared with the server's
 * emails (contracts/bidi-isolate.ts): a job title in Latin letters inside an Arabic sentence
 * keeps its "++" and full stop. Elsewhere nothing changes.
 */

let rightToLeftPage = false;

/** The page's direction, as the document is marked with it (i18n.ts markDocument). */
export function setPageDirection(direction: 'ltr' | 'rtl'): void {
  rightToLeftPage = direction === 'rtl';
}

/**
 * i18next's `interpolation.escape`: called with every filled-in value as text. React escapes
 * HTML itself, so this only isolates.
 */
export const isolateValue = (value: string): string => (rightToLeftPage ? isolateLeftToRight(value) : value);
