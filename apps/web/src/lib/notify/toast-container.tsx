import { Notifications } from '@mantine/notifications';
import { toastDurations } from '@opencareers/contracts/constants';
import toastClasses from './toasts.module.css';

/**
 * Where toasts show: top centre, under the navigation (toasts.module.css), four at most. A chunk
 * of its own, fetched once the page is idle (app.tsx): its six positions, transition groups and
 * the library's container are ~4 KB gzipped no first view needs (issue 17). Toasts shown before
 * it is here wait in Mantine's store (toast.ts imports only the store) and appear when it mounts.
 */
export function ToastContainer() {
  return (
    <Notifications
      position="top-center"
      autoClose={toastDurations.default}
      containerWidth={400}
      limit={4}
      classNames={toastClasses}
    />
  );
}
