import { fold } from '../search/tokenize.ts';

/**
 * The words of a message, folded (lower case, no accents), tech names kept whole ("c++",
 * "node.js"), apostrophes split off ("what's" → "what", "s"; "l'entreprise" → "l", "entreprise").
 */
export function words(text: string): string[] {
  const plain = fold(text)
    .replace(/['’](s|m|re|ve|ll|d|t)\b/g, '')
    .replace(/\b([a-z])['’](?=[a-z])/g, '');
  return plain.match(/[a-z0-9][a-z0-9+#.]*[a-z0-9+#]|[a-z0-9]/g) ?? [];
}
