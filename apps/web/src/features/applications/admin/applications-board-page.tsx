import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type AdminApplicationSummary,
  type ApplicationStatus,
  adminSettableStatuses,
} from '@opencareers/contracts/applications';
import { IconArrowLeft, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useAdminJob } from '../../admin-jobs/index.ts';
import { boardColumns, byColumn, moveItems, moveTargets } from '../logic/board.ts';
import { useBulkStatus, useJobApplications } from './admin-applications-api.ts';

const dragType = 'application/x-opencareers-application';

interface CardProps {
  application: AdminApplicationSummary;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onMove: (to: ApplicationStatus) => void;
  busy: boolean;
}

function BoardCard({ application: a, selected, onSelect, onMove, busy }: CardProps) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const name = a.candidate.name || a.candidate.email;
  const targets = moveTargets(a.status);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      draggable={targets.length > 0}
      onDragStart={(e) => {
        e.dataTransfer.setData(dragType, a.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="board-card"
      data-application={a.id}
      style={{ cursor: targets.length ? 'grab' : undefined }}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Checkbox
            aria-label={t('applications.board.select', { name })}
            checked={selected}
            disabled={!targets.length}
            onChange={(e) => onSelect(e.currentTarget.checked)}
            mt={2}
          />
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={href(`/admin/applications/${a.id}`)} fw={600} size="sm">
              {name}
            </Anchor>
            <Text size="xs" c="dimmed" truncate>
              {a.candidate.email}
            </Text>
          </div>
        </Group>
        {targets.length ? (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="compact-xs"
                variant="light"
                rightSection={<IconChevronDown size={12} aria-hidden />}
                aria-label={t('applications.board.moveMenu', { name })}
                loading={busy}
              >
                {t('applications.board.moveTo')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {targets.map((s) => (
                <Menu.Item key={s} onClick={() => onMove(s)}>
                  {t(`applications.status.${s}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /admin/jobs/:id/board: one job's applications in columns by status. A card moves by its
 * "Move to…" menu (keyboard) or by dragging; selected cards move together. Every move is
 * announced to screen readers and sends the versions the admin saw, so a board that is out
 * of date is refused (and reloaded) rather than overwriting a colleague's change.
 */
export function ApplicationsBoardPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { id = '' } = useParams();
  const job = useAdminJob(id);
  const query = useJobApplications(id);
  const bulk = useBulkStatus();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkTarget, setBulkTarget] = useState<ApplicationStatus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [over, setOver] = useState<ApplicationStatus | null>(null);
  const apps = query.data?.applications ?? [];
  const title = job.data?.title ?? apps[0]?.position.title ?? '';

  const move = (ids: Set<string>, to: ApplicationStatus) => {
    const items = moveItems(apps, ids, to);
    if (!items.length) return;
    const status = t(`applications.status.${to}`);
    const single = items.length === 1 ? apps.find((a) => a.id === items[0]?.id) : undefined;
    bulk.mutate(
      { items, status: to },
      {
        onSuccess: () => {
          setSelected(new Set());
          setAnnouncement(
            single
              ? t('applications.board.moved', {
                  name: single.candidate.name || single.candidate.email,
                  status,
                })
              : t('applications.board.movedMany', { count: items.length, status }),
          );
        },
        onError: (e) => {
          void query.refetch();
          setAnnouncement(
            isApiRequestError(e) && e.status === 409
              ? t('applications.board.stale')
              : t('applications.board.failed', { message: e instanceof Error ? e.message : '' }),
          );
        },
      },
    );
  };

  const columns = byColumn(apps);
  return (
    <PageContainer>
      <Stack gap="lg">
        <Button
          component={Link}
          to={href(`/admin/applications?position_id=${encodeURIComponent(id)}`)}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          w="fit-content"
          px={0}
        >
          {t('applications.board.list')}
        </Button>
        <div>
          <Title order={1}>{t('applications.board.title', { title })}</Title>
          <Text c="dimmed" mt={4}>
            {t('applications.board.intro')}
          </Text>
        </div>
        <Box role="status" aria-live="polite" data-testid="board-announcer">
          {announcement ? <Text size="sm">{announcement}</Text> : null}
        </Box>
        {selected.size ? (
          <Card withBorder radius="md" padding="sm">
            <Group gap="sm" align="flex-end">
              <Text size="sm" fw={600}>
                {t('applications.board.selected', { count: selected.size })}
              </Text>
              <Select
                label={t('applications.board.moveSelected')}
                data={adminSettableStatuses.map((s) => ({ value: s, label: t(`applications.status.${s}`) }))}
                value={bulkTarget}
                onChange={(v) => setBulkTarget(v as ApplicationStatus | null)}
                size="xs"
                w={200}
              />
              <Button
                size="xs"
                disabled={!bulkTarget}
                loading={bulk.isPending}
                onClick={() => bulkTarget && move(selected, bulkTarget)}
              >
                {t('applications.admin.save')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                {t('applications.board.clear')}
              </Button>
            </Group>
          </Card>
        ) : null}
        {query.isPending ? (
          <Skeleton h={320} radius="lg" role="status" aria-label={t('common.loading')} />
        ) : query.isError ? (
          <Text c="red.9">{t('applications.board.loadFailed')}</Text>
        ) : (
          <ScrollArea type="auto" offsetScrollbars>
            <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
              {boardColumns.map((status) => {
                const cards = columns.get(status) ?? [];
                const headingId = `board-col-${status}`;
                return (
                  <Paper
                    key={status}
                    component="section"
                    aria-labelledby={headingId}
                    withBorder
                    radius="md"
                    p="sm"
                    w={250}
                    miw={250}
                    bg={over === status ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)'}
                    data-testid={`board-column-${status}`}
                    onDragOver={(e) => {
                      if (status === 'withdrawn' || !e.dataTransfer.types.includes(dragType)) return;
                      e.preventDefault();
                      setOver(status);
                    }}
                    onDragLeave={() => setOver((o) => (o === status ? null : o))}
                    onDrop={(e) => {
                      setOver(null);
                      const dropped = e.dataTransfer.getData(dragType);
                      if (dropped && status !== 'withdrawn') {
                        e.preventDefault();
                        move(new Set([dropped]), status);
                      }
                    }}
                  >
                    <Group justify="space-between" mb="sm">
                      <Title order={2} fz="sm" id={headingId}>
                        {t(`applications.status.${status}`)}
                      </Title>
                      <Badge variant="light" color="gray" aria-hidden>
                        {cards.length}
                      </Badge>
                    </Group>
                    <Stack gap="xs">
                      {cards.length ? (
                        cards.map((a) => (
                          <BoardCard
                            key={a.id}
                            application={a}
                            selected={selected.has(a.id)}
                            busy={bulk.isPending && bulk.variables?.items.some((i) => i.id === a.id) === true}
                            onSelect={(on) =>
                              setSelected((prev) => {
                                const next = new Set(prev);
                                if (on) next.add(a.id);
                                else next.delete(a.id);
                                return next;
                              })
                            }
                            onMove={(to) => move(new Set([a.id]), to)}
                          />
                        ))
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('applications.board.empty')}
                        </Text>
                      )}
                    </Stack>
                  </Paper>
                );
              })}
            </Group>
          </ScrollArea>
        )}
      </Stack>
    </PageContainer>
  );
}
