import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderFirstView } from '@opencareers/contracts/first-view-data';

/** Where the web build writes its server entry (apps/web/vite.config.ts); not served (a dot folder). */
export const serverEntryPath = (distDir: string) => path.join(distDir, '.ssr', 'entry-server.js');

const loaded = new Map<string, Promise<RenderFirstView | null>>();

/**
 * The web app's server renderer, imported once per build directory, in the background (its
 * import, jsdom included, takes a second or more: the server does not wait for it to start;
 * the first page awaits it). Null when the build has none (a build without it, or tests that
 * run on the source) or it fails to load (logged by the caller): pages are then sent without
 * server-rendered content, as before (issue 17 item 3).
 */
export function loadFirstViewRenderer(distDir: string): Promise<RenderFirstView | null> {
  const file = serverEntryPath(distDir);
  let renderer = loaded.get(file);
  if (!renderer) {
    renderer = fs.existsSync(file)
      ? import(pathToFileURL(file).href).then((entry: { render: RenderFirstView }) => entry.render)
      : Promise.resolve(null);
    loaded.set(file, renderer);
  }
  return renderer;
}
