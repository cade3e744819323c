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

/*
 * Text colour on the light tint: the darkest shade keeps AA contrast for blue, red and gray,
 * but Mantine's green.9 reaches only about 3.9:1 on its tint, so green gets a deeper shade.
 */
const textColors: Record<string, string> = { green: '#1e6b30' };
const textColor = (color: string) => textColors[color] ?? `${color}.9`;

export function OfferStatusBadge({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation();
  const style = statusStyleName(status);
  const color = colors[style] ?? 'gray';
  return (
    <Badge
      variant="light"
      color={color}
      c={textColor(color)}
      radius="sm"
      data-status={style}
      style={{ flexShrink: 0 }}
    >
      {t(`offers.status.${status}`)}
    </Badge>
  );
}
