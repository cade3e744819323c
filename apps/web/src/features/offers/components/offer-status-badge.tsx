import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DisplayStatus, statusStyleName } from '../logic/offer-display.ts';

const colors: Record<string, string> = {
  extended: 'blue',
  contractExtended: 'blue',
  accepted: 'green',
  contractAccepted: 'green',
  expired: 'gray',
  declined: 'red',
};

export function OfferStatusBadge({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation();
  const style = statusStyleName(status);
  return (
    // The darkest shade as text keeps AA contrast on the light tint.
    <Badge
      variant="light"
      color={colors[style] ?? 'gray'}
      c={`${colors[style] ?? 'gray'}.9`}
      radius="sm"
      data-status={style}
      style={{ flexShrink: 0 }}
    >
      {t(`offers.status.${status}`)}
    </Badge>
  );
}
