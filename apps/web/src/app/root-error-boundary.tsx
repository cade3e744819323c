import { RouteErrorBoundary } from '../features/shell/components/route-error-boundary.tsx';
import { MAIN_CONTENT_ID } from '../features/shell/components/skip-link.tsx';

/** When the shell itself fails there is no header or main around the crash screen: add main. */
export function RootErrorBoundary() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <RouteErrorBoundary />
    </main>
  );
}
