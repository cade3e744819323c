import { type ComponentType, createElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Renders by throwing: hands a chunk-load failure to the route's error boundary. */
function ThrowLoadError({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A lazy route loader that never rejects. React Router keeps a route whose lazy() rejected
 * marked as unloaded and then renders nothing below its parent, so the route's error boundary
 * never shows. Returning an element that throws the load error instead lets the route's own
 * boundary render the crash screen, inside the shell, like any other page crash.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return { element: createElement(ThrowLoadError, { error }) };
    }
  };
}
