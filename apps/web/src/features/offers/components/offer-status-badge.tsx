import { useTranslation } from 'react-i18next';
import { TintedStatusBadge } from '../../../components/tinted-status-badge.tsx';
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
    <TintedStatusBadge color={colors[style] ?? 'gray'} status={style} label={t(`offers.status.${status}`)} />
  );
}
