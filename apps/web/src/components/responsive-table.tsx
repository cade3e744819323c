import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { breakpoints } from '@opencareers/contracts/constants';
import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  header: string;
  /** Read by screen readers only (an actions column); on a phone the cell shows without a label. */
  hideHeader?: boolean;
  /** Logical, so a right-to-left page mirrors it. */
  align?: 'start' | 'end';
  cell: (row: Row) => ReactNode;
}

/** A phone (form-toolkit §9: narrower than the tablet breakpoint), where a wide table would scroll sideways. */
export const phoneQuery = `(max-width: ${breakpoints.tablet - 0.02}px)`;

/**
 * An admin list: a table on wider screens; on a phone, one card per row with each value under
 * its column's name, so nothing scrolls sideways and every action stays in reach (issue 15).
 * The first column is the card's title; columns with a hidden header (actions) go last.
 */
export function ResponsiveTable<Row>({
  rows,
  rowKey,
  columns,
  label,
  minWidth = 620,
  striped = true,
}: {
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: TableColumn<Row>[];
  /** Names the list of cards for screen readers (the table is named by its headers). */
  label: string;
  minWidth?: number;
  striped?: boolean;
}) {
  // Read at first render, so a phone never paints the table and then swaps it for cards.
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  if (phone) {
    const [title, ...rest] = columns;
    const labelled = rest.filter((c) => !c.hideHeader);
    const bare = rest.filter((c) => c.hideHeader);
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <div>{title?.cell(row)}</div>
              {labelled.map((c) => (
                <Group key={c.header} gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" c="gray.7" miw={96}>
                    {c.header}
                  </Text>
                  <div style={{ minWidth: 0 }}>{c.cell(row)}</div>
                </Group>
              ))}
              {bare.map((c) => (
                <div key={c.header}>{c.cell(row)}</div>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" striped={striped} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} ta={c.align}>
                {c.hideHeader ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.header} ta={c.align}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
