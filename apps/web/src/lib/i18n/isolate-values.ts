/*
 * A job title, a name or a search in Latin letters inside an Arabic or Hebrew sentence
 * ("عن «C++ developer»") is laid out by the Unicode bidi algorithm together with the sentence
 * around it: its trailing "++", full stop or number jumps to the wrong side. Wrapped in a first
 * strong isolate (U+2068 … U+2069, Unicode UAX #9) it is laid out on its own, in its own
 * direction, and the sentence around it stays in order (issue 21 item 3). Only values with
 * left-to-right letters are wrapped, and only on a right-to-left page: elsewhere nothing
 * changes, and right-to-left text in a right-to-left sentence needs no isolate.
 */
const firstStrongIsolate = '\u2068';
const popDirectionalIsolate = '\u2069';

/** A letter of a script written left to right (anything but the right-to-left scripts). */
const leftToRightLetter =
  /(?![\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Samaritan}\p{Script=Mandaic}])\p{L}/u;

let rightToLeftPage = false;

/** The page's direction, as the document is marked with it (i18n.ts markDocument). */
export function setPageDirection(direction: 'ltr' | 'rtl'): void {
  rightToLeftPage = direction === 'rtl';
}

/**
 * i18next's `interpolation.escape`: called with every filled-in value as text. React escapes
 * HTML itself, so this only isolates.
 */
export const isolateValue = (value: string): string =>
  rightToLeftPage && leftToRightLetter.test(value)
    ? `${firstStrongIsolate}${value}${popDirectionalIsolate}`
    : value;
