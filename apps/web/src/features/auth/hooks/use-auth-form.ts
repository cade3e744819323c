import { type FormEvent, useRef, useState } from 'react';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import {
  type AuthField,
  type FieldProblems,
  firstInvalidField,
  serverProblems,
  type Validated,
} from '../logic/validate-auth.ts';

interface UseAuthFormOptions<T> {
  fields: readonly AuthField[];
  validate: (values: Record<AuthField, string>) => Validated<T>;
  submit: (data: T) => Promise<unknown>;
  /** Called with what the server answered (the logged-in user). */
  onSuccess: (result: unknown) => void | Promise<void>;
  /** Values to start from (what was typed elsewhere, e.g. an application form). */
  initial?: Partial<Record<AuthField, string>> | null;
}

const emptyValues: Record<AuthField, string> = { firstname: '', lastname: '', email: '', password: '' };

/**
 * Controlled inputs validated with the shared zod schemas on submit; client and server field
 * errors are shown per field and the first invalid field receives focus.
 */
export function useAuthForm<T>({ fields, validate, submit, onSuccess, initial }: UseAuthFormOptions<T>) {
  // The password is never carried over.
  const [values, setValues] = useState(() => ({ ...emptyValues, ...initial, password: '' }));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});

  const showProblems = (next: FieldProblems) => {
    setProblems(next);
    const first = firstInvalidField(fields, next);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = validate(values);
    if (!checked.ok) {
      setFormError(null);
      showProblems(checked.problems);
      return;
    }
    setProblems({});
    setFormError(null);
    setPending(true);
    try {
      const result = await submit(checked.data);
      await onSuccess(result);
    } catch (error) {
      const fromServer = isApiRequestError(error) ? serverProblems(error.fieldErrors) : {};
      const hasFieldProblems = Object.keys(fromServer).length > 0;
      // Field problems speak for themselves; a summary on top would only repeat them.
      setFormError(hasFieldProblems ? null : describeRequestError(error));
      if (hasFieldProblems) showProblems(fromServer);
    } finally {
      setPending(false);
    }
  };

  const field = (name: AuthField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      // An edited field is no longer known to be wrong; the next submit checks it again.
      setProblems((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    problem: problems[name],
  });

  return { field, values, onSubmit, formError, pending };
}
