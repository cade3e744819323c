import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { firstViewMessagePaths, splitMessages } from '../src/lib/i18n/first-view-messages.ts';

const enFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/locales/en.json');
const ids = { firstView: 'virtual:en-messages/first-view', rest: 'virtual:en-messages/rest' } as const;

/**
 * en.json stays the one file of English messages; this serves it as two modules: the messages of
 * the first view (bundled with the entry) and the rest (its own chunk, loaded on demand), split
 * by src/lib/i18n/first-view-messages.ts (docs/performance.md).
 */
export function englishMessagesSplit(): Plugin {
  return {
    name: 'opencareers-en-messages-split',
    resolveId(id) {
      return id === ids.firstView || id === ids.rest ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${ids.firstView}` && id !== `\0${ids.rest}`) return undefined;
      this.addWatchFile(enFile);
      const split = splitMessages(JSON.parse(fs.readFileSync(enFile, 'utf8')), firstViewMessagePaths);
      const messages = id === `\0${ids.firstView}` ? split.picked : split.rest;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
