import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { allowsMultiple, defaultAllowedTypes } from '../../../core/upload.ts';
import type { UploadedFile } from '../../../core/values.ts';
import type { FieldProps } from '../../field-props.ts';
import { useFormTexts } from '../../form-texts.tsx';
import { readUploadedFile } from './read-file.ts';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * §3/§5 upload: files read into the base64 value shape; allowed types default to doc, docx,
 * pdf, txt, png, jpg, jpeg; several files only when the maximum is above 1. Size and count
 * rules are checked by core on change, so the first failure shows at once.
 */
export function FileUploadField({
  item,
  field,
  inputId,
  describedBy,
  invalid,
  disabled,
  readOnly,
}: FieldProps) {
  const { ui, error } = useFormTexts();
  const input = useRef<HTMLInputElement>(null);
  const [readError, setReadError] = useState(false);
  const files = (field.value as UploadedFile[]) ?? [];
  const allowed = item.fileUploadOptions?.allowedTypes ?? defaultAllowedTypes;
  const multiple = allowsMultiple(item.rules);
  const texts = item.fileUploadOptions?.texts;
  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    try {
      const read = await Promise.all([...list].map(readUploadedFile));
      setReadError(false);
      field.onChange(multiple ? [...files, ...read] : read.slice(0, 1));
    } catch {
      setReadError(true);
    } finally {
      if (input.current) input.current.value = '';
      field.onBlur();
    }
  };
  const locked = disabled || readOnly;
  return (
    <Stack gap="xs">
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={allowed.map((t) => `.${t}`).join(',')}
        onChange={(e) => void pick(e.currentTarget.files)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <Group gap="sm">
        <Button
          id={inputId}
          ref={field.ref}
          variant="default"
          disabled={locked}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onClick={() => input.current?.click()}
          styles={invalid ? { root: { borderColor: 'var(--mantine-color-error)' } } : undefined}
        >
          {texts?.button ?? ui(multiple ? 'uploadFiles' : 'uploadFile')}
        </Button>
        <Text size="sm" c="dimmed">
          {ui('allowedTypes', { types: allowed.join(', ') })}
        </Text>
      </Group>
      {files.length ? (
        <Stack gap={6} aria-live="polite">
          {files.map((f) => (
            <Paper key={f.uid} withBorder radius="md" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {f.name}{' '}
                  <Text span c="dimmed" size="xs">
                    {formatSize(f.size)}
                  </Text>
                </Text>
                {locked ? null : (
                  <CloseButton
                    aria-label={ui('removeFile', { name: f.name })}
                    onClick={() => {
                      field.onChange(files.filter((x) => x.uid !== f.uid));
                      field.onBlur(); // re-check counts and sizes at once
                    }}
                  />
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {readError ? (
        <Text size="sm" c="red" role="alert">
          {error({ key: 'fileUploadFailed' })}
        </Text>
      ) : null}
    </Stack>
  );
}
