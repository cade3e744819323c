import { Card, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from './page-container.tsx';
import { QueryStatus } from './query-status.tsx';

interface Props<T extends { id: string }> {
  /** The page's heading. */
  title: string;
  /** A card to make a new one: its heading, a line of help and the form (none for a list only). */
  create?: { title: string; help: string; form: ReactNode };
  /** A card with the list: its heading, filters above it, and the table once loaded. */
  list: {
    title: string;
    controls: ReactNode;
    query: { isPending: boolean; isError: boolean; refetch: () => unknown };
    failedTitle: string;
    /** null while nothing is loaded; true when the page holds no rows. */
    empty: boolean | null;
    emptyText: string;
    table: ReactNode;
  };
  /** The row being edited, in a dialog with its form (keyed by id, so each opens fresh); none when rows are not edited. */
  edit?: { title: string; item: T | null; onClose: () => void; form: (item: T) => ReactNode };
  /** More dialogs the rows open. */
  children?: ReactNode;
}

/**
 * The admin pages that make, list and edit things (interviews, recruiting events, the talent
 * network's members): a create card, a filtered list that loads and fails the same way, and an
 * edit dialog; a page that only lists leaves out the card and the dialog.
 */
export function AdminListPage<T extends { id: string }>({ title, create, list, edit, children }: Props<T>) {
  const { t } = useTranslation();
  const createId = useId();
  const listId = useId();

  let body: ReactNode = <QueryStatus query={list.query} failedTitle={list.failedTitle} />;
  if (list.query.isPending)
    body = <Skeleton height={240} radius="md" role="status" aria-label={t('common.loading')} />;
  else if (list.empty === true) body = <Text c="gray.7">{list.emptyText}</Text>;
  else if (list.empty === false) body = list.table;

  return (
    <PageContainer>
      <Stack gap="xl">
        <Title order={1}>{title}</Title>
        {create ? (
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={createId}>
            <Stack gap="md">
              <div>
                <Title order={2} fz="lg" id={createId}>
                  {create.title}
                </Title>
                <Text size="sm" c="gray.7" mt={4}>
                  {create.help}
                </Text>
              </div>
              {create.form}
            </Stack>
          </Card>
        ) : null}
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={listId}>
          <Stack gap="md">
            <Title order={2} fz="lg" id={listId}>
              {list.title}
            </Title>
            {list.controls}
            {body}
          </Stack>
        </Card>
      </Stack>
      {edit ? (
        <Modal
          opened={!!edit.item}
          onClose={edit.onClose}
          title={edit.title}
          size="xl"
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          {edit.item ? <div key={edit.item.id}>{edit.form(edit.item)}</div> : null}
        </Modal>
      ) : null}
      {children}
    </PageContainer>
  );
}
