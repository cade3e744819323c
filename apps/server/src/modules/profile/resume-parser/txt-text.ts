import { resumeLimits } from '@opencareers/contracts/resume';

/** Text of a .txt résumé: UTF-8, or UTF-16 when it starts with a byte-order mark. */
export function textFromTxt(bytes: Uint8Array): string {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  return new TextDecoder(encoding)
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .slice(0, resumeLimits.maxTextChars);
}
