import { Badge } from '@mantine/core';
import type { TalentNetworkStatus } from '@opencareers/contracts/talent-network';
import { useTranslation } from 'react-i18next';

// Text colours darker than Mantine's light badges give, for contrast on their tint (axe).
const look: Record<TalentNetworkStatus, { color: string; c: string }> = {
  confirmed: { color: 'green', c: '#1e6b30' },
  pending: { color: 'yellow', c: '#6b4e00' },
  unsubscribed: { color: 'gray', c: 'gray.9' },
};

/** A member's status in the admin list. */
export function MemberStatusBadge({ status }: { status: TalentNetworkStatus }) {
  const { t } = useTranslation();
  return (
    // Wraps instead of cutting "Waiting for confirmation" short in a narrow column.
    <Badge
      variant="light"
      radius="sm"
      tt="none"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      {...look[status]}
    >
      {t(`talentNetwork.admin.${status}`)}
    </Badge>
  );
}
