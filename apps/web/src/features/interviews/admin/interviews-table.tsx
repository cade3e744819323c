import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { type AdminInterview, interviewLimits } from '@opencareers/contracts/interviews';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table.tsx';
import { KindIcon } from '../components/kind-icon.tsx';
import { formatInterviewRange } from '../logic/interview-display.ts';

interface Props {
  interviews: AdminInterview[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  onEdit: (iv: AdminInterview) => void;
  onCancel: (iv: AdminInterview) => void;
}

/** One page of interviews with their edit and cancel actions; times in each interview's own zone. */
export function InterviewsTable({ interviews, total, page, onPage, onEdit, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <PagedTable
      head={[
        t('interviews.admin.candidate'),
        t('interviews.admin.position'),
        t('interviews.admin.when'),
        t('interviews.admin.status'),
        t('interviews.admin.actions'),
      ]}
      minWidth={760}
      total={total}
      pageSize={interviewLimits.adminPageSize}
      page={page}
      onPage={onPage}
    >
      {interviews.map((iv) => {
        const cancelled = iv.status === 'cancelled';
        return (
          <Table.Tr key={iv.id} data-interview-id={iv.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {iv.candidate.fullname}
              </Text>
              <Text size="xs" c="gray.7">
                {iv.candidate.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{iv.position.title}</Text>
              <Group gap={4} c="gray.7">
                <KindIcon kind={iv.kind} size={14} />
                <Text size="xs">{t(`interviews.kinds.${iv.kind}`)}</Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {formatInterviewRange(iv.starts_at, iv.ends_at, i18n.language, iv.time_zone)}
              </Text>
              <Text size="xs" c="gray.7">
                {iv.time_zone}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                radius="sm"
                tt="none"
                color={cancelled ? 'red' : 'green'}
                c={cancelled ? 'red.9' : '#1e6b30'}
              >
                {cancelled ? t('interviews.admin.statusCancelled') : t('interviews.admin.statusScheduled')}
              </Badge>
            </Table.Td>
            <Table.Td>
              {cancelled ? null : (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onEdit(iv)}
                    aria-label={t('interviews.admin.editLabel', { name: iv.candidate.fullname })}
                  >
                    {t('interviews.admin.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    c="red.9"
                    onClick={() => onCancel(iv)}
                    aria-label={t('interviews.admin.cancelLabel', { name: iv.candidate.fullname })}
                  >
                    {t('interviews.admin.cancel')}
                  </Button>
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </PagedTable>
  );
}
