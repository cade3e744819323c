import { Badge } from '@mantine/core';
import type { PositionMatch } from '@opencareers/contracts/position';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * How well the logged-in candidate matches a listed job: "78% match", or "Strong match · 92%"
 * from the site's strong-match threshold on. Shown only when the server scored the job.
 */
export function MatchBadge({
  match,
  size = 'sm',
}: {
  match: PositionMatch | null | undefined;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  if (!match) return null;
  const strong = match.isStrongMatch;
  return (
    <Badge
      variant="light"
      color={strong ? 'teal' : 'gray'}
      c={strong ? 'teal.9' : 'gray.8'}
      size={size}
      radius="sm"
      tt="none"
      leftSection={strong ? <IconSparkles size={12} aria-hidden /> : undefined}
      data-match-percent={match.percent}
      style={{ flexShrink: 0 }}
    >
      {t(strong ? 'personalization.strongMatch' : 'personalization.match', { percent: match.percent })}
    </Badge>
  );
}
