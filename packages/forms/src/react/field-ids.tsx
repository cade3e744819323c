import { createContext, useContext } from 'react';
import type { FieldItem, LeafFieldItem } from '../core/definition-schema.ts';
import { groupTypes } from './field-props.ts';

export const helpId = (inputId: string) => `${inputId}-help`;
export const errorId = (inputId: string) => `${inputId}-error`;
export const labelId = (inputId: string) => `${inputId}-label`;

/**
 * aria-describedby of a field: the error first (what to fix is what a screen reader user needs
 * to hear first), then the help. Undefined when neither shows.
 */
export function describedByIds(inputId: string, shown: { error: boolean; help: boolean }) {
  const ids = [shown.error ? errorId(inputId) : '', shown.help ? helpId(inputId) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Whether the frame shows the item's help line (display-only types show help as their body). */
export const showsHelp = (item: FieldItem | LeafFieldItem) =>
  !!item.help && item.type !== 'info' && item.type !== 'instruction';

/**
 * The role of a group field's frame, which carries its name and description. A radio list is a
 * radiogroup; a toggle is a SegmentedControl, itself a radiogroup, so its frame takes no role
 * (two nested groups would announce the question twice). Not a group: undefined.
 */
export function frameRole(item: FieldItem | LeafFieldItem): 'group' | 'radiogroup' | undefined {
  if (!groupTypes.has(item.type)) return undefined;
  if (item.type === 'radio') return item.radioOptions?.toggle ? undefined : 'radiogroup';
  return 'group';
}

/** The form's id prefix, so a field's input id follows from its path (the error summary links to it). */
const FormIdContext = createContext<string>('form');
export const FormIdProvider = FormIdContext.Provider;
export const useFormIdPrefix = () => useContext(FormIdContext);

/** `roles.0.title` → `form1-f-roles--0--title`: unique per form because paths are. */
export const fieldInputId = (prefix: string, path: string) =>
  `${prefix}-f-${path.replace(/\./g, '--').replace(/[^\w-]/g, '_')}`;
