import {
  allFields,
  type FormDefinition,
  formDefinitionSchema,
} from '@opencareers/forms/core/definition-schema';
import { isFileType } from '@opencareers/forms/core/field-types';

interface StoredFile {
  fileId: string;
  name: string;
  type: string;
}

const isStoredFile = (v: unknown): v is StoredFile =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as StoredFile).fileId === 'string' &&
  typeof (v as StoredFile).name === 'string' &&
  typeof (v as StoredFile).type === 'string';

const looksLikeResume = /r[eé]sum[eé]|\bcv\b|curriculum/i;

/**
 * The résumé sent with an application, for the admin's in-page preview: the first file of an
 * upload question named or labelled like a résumé, else the first uploaded file at all. The
 * application form is admin-editable, so the question is recognised rather than assumed.
 */
export function resumeOf(
  definition: unknown,
  answers: unknown,
): { file_id: string; name: string; mime_type: string } | null {
  const parsed = formDefinitionSchema.safeParse(definition);
  if (!parsed.success || !answers || typeof answers !== 'object') return null;
  const values = answers as Record<string, unknown>;
  const uploads = allFields(parsed.data as FormDefinition).filter((f) => isFileType(f.type));
  const ranked = [
    ...uploads.filter((f) => looksLikeResume.test(`${f.name} ${f.label ?? ''}`)),
    ...uploads.filter((f) => !looksLikeResume.test(`${f.name} ${f.label ?? ''}`)),
  ];
  for (const field of ranked) {
    const value = values[field.name];
    const file = (Array.isArray(value) ? value : [value]).find(isStoredFile);
    if (file) return { file_id: file.fileId, name: file.name, mime_type: file.type };
  }
  return null;
}
