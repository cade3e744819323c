/*
 * A job title, a company's or a person's name in Latin letters inside an Arabic or Hebrew
 * sentence ("عن «C++ developer»") is laid out by the Unicode bidi algorithm together with the
 * sentence around it: its trailing "++", full stop or number jumps to the wrong side. Wrapped in
 * a first strong isolate (U+2068 … U+2069, Unicode UAX #9) it is laid out on its own, in its own
 * direction, and the sentence around it stays in order (issue 21 item 3). The one rule for the
 * web app's messages (apps/web lib/i18n/isolate-values.ts) and the server's emails and
 * notifications (server-messages.ts): only values with left-to-right letters are wrapped, and
 * only in a right-to-left sentence (the callers decide that); right-to-left words, numbers and
 * punctuation need no isolate.
 */
export const firstStrongIsolate = '\u2068';
export const popDirectionalIsolate = '\u2069';

/** A letter of a script written left to right (anything but the right-to-left scripts). */
const leftToRightLetter =
  /(?![\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Samaritan}\p{Script=Mandaic}])\p{L}/u;

export const hasLeftToRightLetter = (value: string): boolean => leftToRightLetter.test(value);

/** The value in a first strong isolate when it has left-to-right letters; else as it is. */
export const isolateLeftToRight = (value: string): string =>
  hasLeftToRightLetter(value) ? `${firstStrongIsolate}${value}${popDirectionalIsolate}` : value;
