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
    <Badge variant="light" color={colors[style] ?? 'gray'} radius="sm" data-status={style}>
      {t(`offers.status.${status}`)}
    </Badge>
  );
}
