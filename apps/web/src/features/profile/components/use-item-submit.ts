import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ItemFormProps } from './list-section.tsx';
import { applyServerFieldErrors } from './server-field-errors.ts';

/**
 * Submits a profile item form through onSave (after `prepare`, e.g. dropping an end month the
 * "current" box makes meaningless) and shows a refused edit (422) on the form: the message on
 * top, each field's reason on its field.
 */
export function useItemSubmit<I extends FieldValues, O>(
  form: UseFormReturn<I, unknown, O>,
  onSave: ItemFormProps<O>['onSave'],
  prepare: (value: O) => O = (value) => value,
) {
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (value) => {
    const result = await onSave(prepare(value));
    if (!result.ok && result.kind === 'invalid') {
      setError(result.message);
      applyServerFieldErrors(result.fieldErrors, form.setError);
    }
  });
  return { submit, error };
}
