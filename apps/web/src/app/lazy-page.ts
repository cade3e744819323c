import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * A lazy route loader that never rejects. React Router keeps a route whose lazy() rejected
 * marked as unloaded and then renders nothing below its parent, so the route's error boundary
 * never shows. Returning a component that throws the load error instead lets the route's own
 * boundary render the crash screen, inside the shell, like any other page crash.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}
