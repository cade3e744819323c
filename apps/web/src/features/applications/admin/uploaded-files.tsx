import { Anchor, List, Text } from '@mantine/core';
import { apiPath } from '@opencareers/contracts/api-path';
import type { AdminApplicationDetail } from '@opencareers/contracts/applications';
import { formPaths } from '@opencareers/contracts/forms-paths';
import { allFields } from '@opencareers/forms/core/definition-schema';
import { isFileType } from '@opencareers/forms/core/field-types';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';

interface StoredRef {
  fileId: string;
  name: string;
}

const isRef = (v: unknown): v is StoredRef =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as StoredRef).fileId === 'string' &&
  typeof (v as StoredRef).name === 'string';

/**
 * The files sent with the application, as downloads (the answers' view shows only their
 * names). The forms module serves them to their sender and to the company's admins.
 */
export function UploadedFiles({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const submissionId = application.submission_id;
  if (!application.form || !submissionId) return null;
  const files = allFields(application.form.definition)
    .filter((f) => isFileType(f.type))
    .flatMap((f) => {
      const value = application.answers[f.name];
      return Array.isArray(value) ? value.filter(isRef).map((r) => ({ ...r, label: f.label ?? f.name })) : [];
    });
  if (!files.length) return null;
  return (
    <div>
      <Text fw={600} size="sm" mb={6}>
        {t('applications.admin.files')}
      </Text>
      <List spacing={4} icon={<IconPaperclip size={16} aria-hidden />} center>
        {files.map((f) => (
          <List.Item key={f.fileId}>
            <Anchor
              href={href(apiPath(formPaths.submissionFile, { submissionId, fileId: f.fileId }))}
              download={f.name}
              underline="always"
            >
              {f.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({f.label})
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
