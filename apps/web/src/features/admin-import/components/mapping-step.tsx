import { Select, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { type ColumnMapping, importFields, requiredImportFields } from '@opencareers/contracts/admin-import';
import { useTranslation } from 'react-i18next';

interface Props {
  headers: string[];
  sample: string[][];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

/** CSV only: which column fills each field, guessed from the headers; the admin corrects it. */
export function MappingStep({ headers, sample, mapping, onChange }: Props) {
  const { t } = useTranslation();
  const options = headers.map((h) => ({ value: h, label: h }));
  return (
    <>
      <Title order={2} size="h3">
        {t('adminImport.mappingTitle')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('adminImport.mappingHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {importFields.map((field) => (
          <Select
            key={field}
            label={t(`adminImport.field.${field}`)}
            withAsterisk={requiredImportFields.includes(field)}
            placeholder={t('adminImport.noColumn')}
            data={options}
            value={mapping[field] ?? null}
            onChange={(value) => onChange({ ...mapping, [field]: value })}
            searchable
          />
        ))}
      </SimpleGrid>
      {sample.length > 0 && (
        // Native scrolling on a focusable box: a wide file scrolls here, not the page, on a phone.
        <Table.ScrollContainer
          minWidth={Math.max(420, headers.length * 120)}
          type="native"
          tabIndex={0}
          role="group"
          aria-label={t('adminImport.sampleCaption', { count: sample.length })}
        >
          <Table striped withTableBorder>
            <Table.Caption>{t('adminImport.sampleCaption', { count: sample.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {headers.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sample.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sample rows have no identity
                <Table.Tr key={i}>
                  {headers.map((h, j) => (
                    <Table.Td key={h}>{(row[j] ?? '').slice(0, 60)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
