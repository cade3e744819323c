import { type ComponentType, createElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadLaterParts } from '../lib/later-parts/later-parts.ts';

/** Renders by throwing: hands a chunk-load failure to the route's error boundary. */
function ThrowLoadError({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A lazy route loader that never rejects. React Router keeps a route whose lazy() rejected
 * marked as unloaded and then renders nothing below its parent, so the route's error boundary
 * never shows. Returning an element that throws the load error instead lets the route's own
 * boundary render the crash screen, inside the shell, like any other page crash.
 * Every page but the first-view ones (/careers, a search, a job page) also waits for the English
 * messages that do not ship with the entry, fetched alongside its chunk (docs/performance.md).
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  messages: 'all' | 'first-view' = 'all',
): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      if (messages === 'first-view') return { Component: await load() };
      const [Component] = await Promise.all([load(), loadLaterParts()]);
      return { Component };
    } catch (error) {
      return { element: createElement(ThrowLoadError, { error }) };
    }
  };
}
