import { Alert } from '@mantine/core';
import type { FieldItem, LeafFieldItem } from '../../../core/definition-schema.ts';
import { SafeHtml } from '../../safe-html.tsx';

/** Information for the candidate; holds no answer. */
export function InfoField({ item }: { item: FieldItem | LeafFieldItem }) {
  return (
    <Alert data-field={item.name} variant="light" color="blue" title={item.label} radius="md">
      {item.help ? <SafeHtml html={item.help} /> : null}
    </Alert>
  );
}
