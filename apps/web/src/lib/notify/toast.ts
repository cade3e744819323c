import { notifications } from '@mantine/notifications';
import { toastDurations } from '@opencareers/contracts/constants';
import { i18n } from '../i18n/i18n.ts';

// A close button needs a name for screen readers (axe button-name).
const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });

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
