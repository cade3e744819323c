import { Alert, List } from '@mantine/core';
import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { useTranslation } from 'react-i18next';

const itemPath = /^definition\.sections\.(\d+)\.items\.(\d+)(?:\.(.+))?$/;

/**
 * The server's verdict on a save, one line per field it refused, named as the admin sees it
 * ("About you › Nickname") rather than as a JSON path. The title's message sits on its input.
 */
export function ServerFieldErrors({
  errors,
  definition,
}: {
  errors: Record<string, string>;
  definition: FormDefinition;
}) {
  const { t } = useTranslation();
  const lines = Object.entries(errors).filter(([k]) => k !== 'title');
  if (!lines.length) return null;
  const where = (key: string) => {
    const m = itemPath.exec(key);
    if (!m) return key === '_' ? t('forms.admin.wholeForm') : key.replace(/^definition\./, '');
    const section = definition.sections[Number(m[1])];
    const item = section?.items[Number(m[2])];
    const question = item ? (item.label ?? item.name) : `#${Number(m[2]) + 1}`;
    return [section?.title || t('forms.admin.section', { n: Number(m[1]) + 1 }), question, m[3]]
      .filter(Boolean)
      .join(' › ');
  };
  return (
    <Alert color="red" variant="light" role="alert" title={t('forms.admin.serverRefused')}>
      <List size="sm">
        {lines.map(([key, message]) => (
          <List.Item key={key}>
            <strong>{where(key)}</strong>: {message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
