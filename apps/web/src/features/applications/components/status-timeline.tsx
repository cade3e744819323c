import { Text, Timeline } from '@mantine/core';
import type { Application } from '@opencareers/contracts/applications';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/i18n/format-day.ts';

/** How the application moved, newest first, so the current step reads first. */
export function StatusTimeline({ history }: { history: Application['history'] }) {
  const { t, i18n } = useTranslation();
  const steps = [...history].reverse();
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2} aria-label={t('applications.history')}>
      {steps.map((step, i) => (
        <Timeline.Item
          key={`${step.at}-${step.to}`}
          title={
            <Text size="sm" fw={i === 0 ? 700 : 500}>
              {t(`applications.status.${step.to}`)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {formatDay(step.at, i18n.language)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
