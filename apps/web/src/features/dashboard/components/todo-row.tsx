import { Badge, Button, Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { TodoItem, TodoKind } from '@opencareers/contracts/dashboard';
import {
  IconCalendarEvent,
  IconChecklist,
  IconFilePencil,
  IconMailOpened,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { formatInterviewRange } from '../../interviews/index.ts';
import { relativeAge } from '../../positions/index.ts';
import { isUrgent, todoLine } from '../logic/todo-display.ts';

const icons: Record<TodoKind, ReactNode> = {
  offer: <IconMailOpened size={20} stroke={1.6} />,
  form: <IconChecklist size={20} stroke={1.6} />,
  interview: <IconCalendarEvent size={20} stroke={1.6} />,
  draft: <IconFilePencil size={20} stroke={1.6} />,
  profile: <IconUserCircle size={20} stroke={1.6} />,
};

/** One to-do: what it is, the line that says how pressing it is, and the link to act on it. */
export function TodoRow({ item, now, percent }: { item: TodoItem; now: Date; percent: number | null }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const lang = i18n.language;
  const line = todoLine(item, now);
  const urgent = isUrgent(item, now);
  const title =
    item.kind === 'profile'
      ? t(`profile.suggestions.${item.detail}`, { defaultValue: item.title })
      : item.title;
  const text = (() => {
    switch (line.key) {
      case 'forms.center.due':
      case 'forms.center.overdue':
        return t(line.key, { ...line, date: formatDay(line.date, lang) });
      case 'dashboard.todo.interviewAt':
        return formatInterviewRange(line.start, line.end, lang);
      case 'dashboard.drafts.savedAgo':
        return t(line.key, { date: relativeAge(line.date, lang) });
      case 'dashboard.todo.profileAt':
        return percent === null ? null : t(line.key, { percent });
      default:
        return t(line.key, line);
    }
  })();
  const action = t(`dashboard.todo.action.${item.kind}`);
  return (
    <Card component="li" withBorder radius="md" padding="md" data-todo-kind={item.kind}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 18rem' }}>
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            {icons[item.kind]}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
              {t(`dashboard.todo.kind.${item.kind}`)}
            </Text>
            <Text fw={600}>{title}</Text>
            {text ? (
              <Text size="sm" c={urgent ? 'red.9' : 'gray.7'} fw={urgent ? 600 : undefined}>
                {text}
              </Text>
            ) : null}
          </div>
        </Group>
        {/* Wraps rather than clips when a translation makes the badge and button long. */}
        <Group gap="xs" wrap="wrap" style={{ maxWidth: '100%' }}>
          {urgent ? (
            <Badge color="red.8" variant="filled">
              {t('dashboard.todo.urgent')}
            </Badge>
          ) : null}
          <Button
            component={Link}
            to={href(item.href)}
            size="xs"
            variant={urgent ? 'filled' : 'light'}
            aria-label={`${action}: ${title}`}
            h="auto"
            mih={30}
            py={4}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {action}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
