import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';

/**
 * Which input fills each field of a request, for forms whose inputs are not the request's
 * fields (a scheduling form holds a wall-clock date and time; the request an instant).
 */
export type InputOf<V extends FieldValues> = Partial<Record<string, Path<V>>>;

/**
 * A resolver whose issues, named by the request's fields (the contract's, or a client check
 * named the same way), land on the inputs that fill those fields, so each shows on its input
 * and is checked again when that input changes. The first issue of an input wins.
 */
export function onInputs<V extends FieldValues, C, O>(
  resolver: Resolver<V, C, O>,
  inputOf: InputOf<V>,
): Resolver<V, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const named = Object.entries(result.errors);
    if (!named.length) return result;
    const errors: Record<string, unknown> = {};
    for (const [field, error] of named) errors[inputOf[field] ?? field] ??= error;
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * The server's field errors (by request field) shown on the inputs that filled them; without
 * `inputOf`, each input is named as the request's field it fills.
 */
export function setServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fieldErrors: Record<string, string>,
  inputOf: InputOf<V> = {},
) {
  for (const [field, message] of Object.entries(fieldErrors))
    setError(inputOf[field] ?? (field as Path<V>), { type: 'server', message });
}
