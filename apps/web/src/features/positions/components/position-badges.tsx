import { Badge, Group } from '@mantine/core';
import type { PositionSummary } from '@opencareers/contracts/position';
import { useTranslation } from 'react-i18next';

/** Work place, employment type and seniority as quiet tags. */
export function PositionBadges({ position, size = 'sm' }: { position: PositionSummary; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" size={size} radius="sm" tt="none">
        {t(`positions.workPlace.${position.workPlace}`)}
      </Badge>
      <Badge variant="light" color="gray" c="gray.8" size={size} radius="sm" tt="none">
        {t(`positions.employmentType.${position.employmentType}`)}
      </Badge>
      <Badge variant="light" color="gray" c="gray.8" size={size} radius="sm" tt="none">
        {t(`positions.seniority.${position.seniority}`)}
      </Badge>
    </Group>
  );
}
