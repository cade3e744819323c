import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TableColumn<Row> {
  key: string;
  label: string;
  value: (row: Row) => string | number;
}

interface Props<Row> {
  title: string;
  description: string;
  rows: Row[];
  columns: TableColumn<Row>[];
  csvHref: string;
  /** The chart; left out, the table is shown open (a list reads better as a table). */
  chart?: ReactNode;
}

/**
 * A chart with its accessible alternative: the same figures as a table (open by default when
 * there is no chart), and the table as a CSV download.
 */
export function ChartCard<Row>({ title, description, rows, columns, csvHref, chart }: Props<Row>) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const table = (
    // Scrolls in its own focusable box on a phone rather than widening the page.
    <Table.ScrollContainer
      minWidth={Math.max(320, columns.length * 120)}
      type="native"
      tabIndex={0}
      role="group"
      aria-label={title}
    >
      <Table striped withTableBorder>
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the report's, in its order
            <Table.Tr key={i}>
              {columns.map((c) => (
                <Table.Td key={c.key}>{c.value(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${descriptionId}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id={`${descriptionId}-title`}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" id={descriptionId}>
              {description}
            </Text>
          </div>
          <Anchor href={csvHref} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t('adminAnalytics.exportCsv')}
            </Group>
          </Anchor>
        </Group>
        {rows.length === 0 ? (
          <Text size="sm">{t('adminAnalytics.empty')}</Text>
        ) : chart ? (
          <>
            {/* The drawing repeats the table below, which is what assistive technology reads. */}
            <div role="img" aria-label={title} aria-describedby={descriptionId}>
              {chart}
            </div>
            <details>
              <summary>{t('adminAnalytics.showTable')}</summary>
              {table}
            </details>
          </>
        ) : (
          table
        )}
      </Stack>
    </Card>
  );
}
