import { Button, type ButtonProps } from '@mantine/core';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The "Get job alerts for this search" / "Job alert on" button, shared by the search page and
 * the assistant. A long translation wraps onto a second line instead of being cut off on a phone.
 */
export function JobAlertToggle({
  on,
  loading,
  onClick,
  size,
}: {
  on: boolean;
  loading: boolean;
  onClick: () => void;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  const compact = size === 'compact-sm';
  const icon = compact ? 14 : 18;
  return (
    <Button
      size={size}
      variant={on ? 'light' : 'default'}
      leftSection={on ? <IconBellCheck size={icon} aria-hidden /> : <IconBell size={icon} aria-hidden />}
      onClick={onClick}
      loading={loading}
      aria-pressed={on}
      h="auto"
      mih={compact ? 26 : 36}
      py={compact ? 4 : 6}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
    >
      {on ? t('savedSearches.alertOn') : t('savedSearches.getAlerts')}
    </Button>
  );
}
