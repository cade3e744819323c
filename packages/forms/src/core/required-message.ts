import type { FieldError } from './messages.ts';

/** §5: labels longer than this get the generic message. */
export const requiredLabelMaxLength = 30;

/**
 * "This field is required" when the label is missing or longer than 30 characters, else
 * "%(name)s is required" with trailing punctuation removed from the label.
 */
export function requiredError(label: string | undefined, custom?: string): FieldError {
  const name = (label ?? '').trim().replace(/[\s\p{P}]+$/u, '');
  if (!name || (label ?? '').trim().length > requiredLabelMaxLength)
    return { key: 'required', ...(custom ? { custom } : {}) };
  return { key: 'requiredNamed', params: { name }, ...(custom ? { custom } : {}) };
}
