import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CrashScreen } from './crash-screen.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * Every route's error boundary, statically part of the shell so it still renders when the
 * page's own chunk fails to load.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <CrashScreen error={error} />;
}
