import { Alert, List, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reconciled } from './form-reconcile.ts';

/** After a 409: the form was updated; what is new, what is gone, and that the answers stayed. */
export function FormChangedNotice({ changes }: { changes: Reconciled }) {
  const { t } = useTranslation();
  const group = (key: 'added' | 'removed' | 'changed') =>
    changes[key].length ? (
      <Text size="sm" component="div" mt="xs">
        {t(`forms.conflict.${key}`)}
        <List size="sm" withPadding>
          {changes[key].map((label) => (
            <List.Item key={label}>{label}</List.Item>
          ))}
        </List>
      </Text>
    ) : null;
  return (
    <Alert
      variant="light"
      color="yellow"
      c="dark.7"
      role="status"
      icon={<IconRefresh size={20} aria-hidden />}
      title={t('forms.conflict.title')}
    >
      <Text size="sm">{t('forms.conflict.body')}</Text>
      {group('added')}
      {group('removed')}
      {group('changed')}
    </Alert>
  );
}
