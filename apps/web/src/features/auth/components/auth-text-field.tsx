import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../logic/validate-auth.ts';

interface AuthTextFieldProps {
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  ref: (element: HTMLInputElement | null) => void;
  problem: FieldProblem | undefined;
  description?: string;
  /** Marks the field for Mantine's focus trap (data-autofocus) when shown in a modal. */
  autoFocus?: boolean;
}

/** One labelled auth input whose error (client or server) is tied to it for screen readers. */
export function AuthTextField({ label, type, problem, ref, autoFocus, ...rest }: AuthTextFieldProps) {
  const { t } = useTranslation();
  const error = problem
    ? 'text' in problem
      ? problem.text
      : t(`auth.validation.${problem.key}`, { max: problem.max })
    : undefined;
  const common = {
    label,
    error,
    ref,
    required: true,
    size: 'md' as const,
    'data-autofocus': autoFocus || undefined,
    // PasswordInput does not mark its inner input invalid by itself.
    'aria-invalid': error ? true : undefined,
    ...rest,
  };
  return type === 'password' ? <PasswordInput {...common} /> : <TextInput type={type} {...common} />;
}
