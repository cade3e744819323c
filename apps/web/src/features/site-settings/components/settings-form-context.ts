import { createContext, useContext } from 'react';

/** The configuration being edited, how to change one setting, and the refusals by path. */
export interface SettingsFormValue {
  config: unknown;
  set: (path: string, value: unknown) => void;
  errors: Record<string, string>;
}

export const SettingsFormContext = createContext<SettingsFormValue | null>(null);

export function useSettingsForm(): SettingsFormValue {
  const value = useContext(SettingsFormContext);
  if (!value) throw new Error('useSettingsForm() outside a settings form');
  return value;
}

/** The refusal for a setting, or for anything inside it (an entry of a list). */
export const errorFor = (errors: Record<string, string>, path: string): string | undefined =>
  errors[path] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1];
