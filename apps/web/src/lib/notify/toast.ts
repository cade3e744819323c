import { notifications } from '@mantine/notifications';
import { toastDurations } from '@opencareers/contracts/constants';
import i18next from 'i18next';

/** The close button of a toast is an icon; it needs a name for screen readers. */
const closeButtonProps = () => ({ 'aria-label': i18next.t('common.close') });

export function showErrorToast(message: string, duration: number = toastDurations.errorLong): void {
  // Same text twice in a row (e.g. several calls failing at once) shows once.
  notifications.hide(`error:${message}`);
  notifications.show({
    id: `error:${message}`,
    message,
    color: 'red',
    autoClose: duration,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
  });
}

export function showSuccessToast(message: string, duration: number = toastDurations.default): void {
  notifications.show({
    message,
    color: 'green',
    autoClose: duration,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
  });
}
