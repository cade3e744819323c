import { Card, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useDashboardTodos } from '../api/todos.ts';
import { TodoRow } from './todo-row.tsx';

/** The dashboard's first section: what needs the candidate now, most urgent first (ordered on the server). */
export function TodoList() {
  const { t } = useTranslation();
  const todos = useDashboardTodos();
  const now = new Date();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      component="section"
      aria-labelledby="dashboard-todo"
    >
      <Stack gap={4} mb="md">
        <Title order={2} fz="xl" id="dashboard-todo">
          {t('dashboard.todo.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('dashboard.todo.intro')}
        </Text>
      </Stack>
      {!todos.data ? (
        <QueryStatus query={todos} failedTitle={t('dashboard.todo.loadFailed')} />
      ) : todos.data.todos.length === 0 ? (
        <EmptyState message={t('dashboard.todo.empty')} icon={<IconCircleCheck size={28} stroke={1.5} />} />
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="dashboard-todo"
        >
          {todos.data.todos.map((item, i, all) => (
            <TodoRow
              key={item.id}
              item={item}
              now={now}
              // The profile's completeness once, on its first gap, not repeated on every one.
              percent={all.findIndex((x) => x.kind === 'profile') === i ? todos.data.profile_percent : null}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
