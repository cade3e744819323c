import { Pagination, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The column headings. */
  head: string[];
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The rows (`Table.Tr`) of this page. */
  children: ReactNode;
}

/** A striped table of one page of an admin list, with a pager when there is more than one page. */
export function PagedTable({ head, minWidth, total, pageSize, page, onPage, children }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(`interviews.admin.pager.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('interviews.admin.pager.page', { page: n }) })}
        />
      ) : null}
    </Stack>
  );
}
