import { Text } from '@mantine/core';
import type { Attribution } from '@opencareers/contracts/constants';
import { useTranslation } from 'react-i18next';
import { sourceParts } from '../logic/source-parts.ts';

/** "Source: newsletter (utm_source)": where the candidate came from, as the landing link said. */
export function ApplicationSource({ attribution }: { attribution: Attribution }) {
  const { t } = useTranslation();
  const parts = sourceParts(attribution);
  return (
    <Text c="dimmed" size="sm">
      {t('applications.admin.source', {
        source: parts.length
          ? parts.map((p) => t('applications.admin.sourcePart', { value: p.value, name: p.name })).join(', ')
          : t('applications.admin.sourceUnknown'),
      })}
    </Text>
  );
}
