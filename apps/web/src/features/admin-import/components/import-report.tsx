import { Group, Table, Text } from '@mantine/core';
import type { ImportReport } from '@opencareers/contracts/admin-import';
import { useTranslation } from 'react-i18next';

/** What a dry run or a run does: counts, and each refused row's line, field and reason. */
export function ImportReportView({ report, done }: { report: ImportReport; done: boolean }) {
  const { t } = useTranslation();
  const prefix = done ? 'adminImport.done' : 'adminImport.would';
  return (
    <>
      <Group gap="xl" component="dl" m={0} aria-label={t('adminImport.summary')}>
        {(['created', 'updated', 'refused'] as const).map((k) => (
          <div key={k}>
            <Text component="dd" m={0} size="xl" fw={700} data-testid={`report-${k}`}>
              {report[k]}
            </Text>
            <Text component="dt" size="sm" c="dimmed">
              {t(`${prefix}.${k}`)}
            </Text>
          </div>
        ))}
      </Group>
      {report.errors.length > 0 && (
        <Table.ScrollContainer
          minWidth={560}
          type="native"
          tabIndex={0}
          role="group"
          aria-label={t('adminImport.errorsCaption', {
            shown: report.errors.length,
            refused: report.refused,
          })}
        >
          <Table striped withTableBorder>
            <Table.Caption>
              {t('adminImport.errorsCaption', { shown: report.errors.length, refused: report.refused })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminImport.line')}</Table.Th>
                <Table.Th>{t('adminImport.externalId')}</Table.Th>
                <Table.Th>{t('adminImport.fieldColumn')}</Table.Th>
                <Table.Th>{t('adminImport.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.errors.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one row may have several errors on one field
                <Table.Tr key={`${e.line}-${e.field}-${i}`}>
                  <Table.Td>{e.line}</Table.Td>
                  <Table.Td>{e.externalId ?? '—'}</Table.Td>
                  <Table.Td>{e.field}</Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
