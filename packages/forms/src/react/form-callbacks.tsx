import { createContext, useContext } from 'react';
import type { Choice } from '../core/option-bags.ts';

/**
 * What a stored form names but cannot hold: code. The host page supplies these (skill search,
 * option loaders named by apiCall, e-sign outcomes); each has a sensible default or none.
 */
export interface FormCallbacks {
  /** GET an apiEndpoint for this form only; by default the host's FormServices.getJson. */
  loadOptions?: (url: string) => Promise<Choice[]>;
  /** Option loaders named by selectOptions.apiCall. */
  apiCalls?: Record<string, (parentValue: unknown) => Promise<Choice[]>>;
  /** Skill search for this form only; by default the host's FormServices.searchSkills. */
  searchSkills?: (query: string) => Promise<string[]>;
  /** E-sign outcomes (additionalProperties.onSign / onReject name them). */
  onSign?: (fieldName: string) => void;
  onReject?: (fieldName: string) => void;
}

const CallbacksContext = createContext<FormCallbacks>({});
export const FormCallbacksProvider = CallbacksContext.Provider;
export const useFormCallbacks = () => useContext(CallbacksContext);

/** §7 select endpoint: the answer is read as data.options of { label, value }. */
export function readOptions(answer: unknown): Choice[] {
  const options = (answer as { data?: { options?: unknown } } | null)?.data?.options;
  if (!Array.isArray(options)) return [];
  return options
    .filter(
      (o): o is { label: unknown; value: unknown } => typeof o === 'object' && o !== null && 'value' in o,
    )
    .map((o) => ({
      label: String(o.label ?? o.value),
      value: typeof o.value === 'number' ? o.value : String(o.value),
    }));
}
