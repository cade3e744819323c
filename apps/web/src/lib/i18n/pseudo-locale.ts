/*
 * The pseudo-locale (issue 21 item 6): English messages made to look translated — every letter
 * accented, each message 40 % longer and wrapped in ⟦ ⟧ — with placeholders ({{name}}) and
 * markup (<0>…</0>, <strong>) left exactly as they are. Shown in a browser, any text still in
 * plain English was never a message (hard-coded), and any control that clips its label will
 * clip a real long translation too. Used by e2e/locales/pseudo-locale.e2e.ts; nothing ships it.
 */

const accented: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ł',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ř',
  s: 'š',
  t: 'ť',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ł',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ř',
  S: 'Š',
  T: 'Ť',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * What must survive untouched: i18next placeholders and nesting, the forms package's %(name)s
 * placeholders, and Trans/HTML tags.
 */
const untouched = /(\{\{[^}]*\}\}|\$t\([^)]*\)|%\(\w+\)s|<\/?[\w-]+\s*\/?>)/;

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';
/** Longer by this share, as translations into German or Finnish often are. */
export const pseudoGrowth = 0.4;
const padding = 'ŵéřťýüíöþ';

/** One message in the pseudo-locale; an empty message stays empty. */
export function pseudoLocalize(message: string): string {
  if (!message) return message;
  const parts = message.split(untouched);
  const text = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (c) => accented[c] ?? c)))
    .join('');
  const letters = parts.filter((_, i) => i % 2 === 0).join('').length;
  const extra = Math.ceil(letters * pseudoGrowth);
  const pad = extra ? ` ${padding.repeat(Math.ceil(extra / padding.length)).slice(0, extra)}` : '';
  return `${pseudoOpen}${text}${pad}${pseudoClose}`;
}

type Tree = { [key: string]: string | Tree };

/** Every message of a tree of messages (en.json's shape) in the pseudo-locale. */
export function pseudoMessages(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalize(value) : pseudoMessages(value),
    ]),
  );
}

/** Whether a piece of visible text came through the pseudo-locale (in whole or in part). */
export const looksPseudo = (text: string): boolean =>
  text.includes(pseudoOpen) || text.includes(pseudoClose) || /[áƀçďéƒğĥíĵķłɱñöþǫřšťüṽŵẋýž]/i.test(text);
