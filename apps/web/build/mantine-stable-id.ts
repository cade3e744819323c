import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const replacement = fileURLToPath(new URL('../src/lib/mantine/stable-id.ts', import.meta.url));
/** The import of `useId` in @mantine/hooks' module index (esm build). */
const mantineHooksIndex = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

/**
 * Gives Mantine our `useId` (src/lib/mantine/stable-id.ts says why): its hooks index imports
 * `./use-id/use-id.mjs`, and that one import is pointed at ours. Everything in Mantine that asks
 * for an id (`@mantine/core` imports it from the index) then gets React's, with no effect.
 */
export function mantineStableId(): Plugin {
  return {
    name: 'opencareers-mantine-stable-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && mantineHooksIndex.test(importer))
        return replacement;
      return null;
    },
  };
}
