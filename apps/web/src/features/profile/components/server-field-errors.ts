import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's per-field messages ("op_data.value.email") on the form's fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  fieldErrors: Record<string, string>,
  setError: UseFormSetError<T>,
): void {
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = key.replace(/^op_data\.value\.?/, '');
    if (field) setError(field as Path<T>, { type: 'server', message });
  }
}
