import { Badge } from '@mantine/core';

/*
 * Text on the light tint must keep AA contrast (4.5:1): Mantine's .9 shades do for blue,
 * indigo, violet, red and gray; green, teal and orange reach only about 3.9:1, so they get
 * deeper shades.
 */
const deeperText: Record<string, string> = { green: '#1e6b30', teal: '#0b5e55', orange: '#8a3b00' };

interface TintedStatusBadgeProps {
  /** A Mantine colour name. */
  color: string;
  /** The status key, for tests and styling hooks (data-status). */
  status: string;
  /** The status in the reader's language. */
  label: string;
}

/** The light, tinted status badge every list uses (offers, applications, forms). */
export function TintedStatusBadge({ color, status, label }: TintedStatusBadgeProps) {
  return (
    <Badge
      variant="light"
      color={color}
      c={deeperText[color] ?? `${color}.9`}
      radius="sm"
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
