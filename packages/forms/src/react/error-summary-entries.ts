import type { FieldErrors } from 'react-hook-form';
import { allFields, type FormDefinition } from '../core/definition-schema.ts';
import type { MessageParams } from '../core/messages.ts';
import type { UiTextKey } from '../core/ui-texts.ts';

export interface SummaryEntry {
  /** The field's value path: what focusField and the link target use. */
  path: string;
  text: string;
}

type Ui = (key: UiTextKey, params?: MessageParams) => string;
type Err = { message?: unknown; root?: { message?: unknown } } | undefined;
const messageOf = (e: Err) => {
  const m = e?.root?.message ?? e?.message;
  return typeof m === 'string' && m ? m : undefined;
};

/** "Summary: Enter at least 20 characters."; a message that already names the field stands alone. */
function withLabel(label: string | undefined, message: string) {
  // Without its end punctuation, as the required message quotes it ("Ready?" → "Ready is required").
  const name = (label ?? '').trim().replace(/[\s\p{P}]+$/u, '');
  if (!name || message.toLowerCase().includes(name.toLowerCase())) return message;
  return `${name}: ${message}`;
}

/**
 * The error summary's lines in page order (definition order; a list's own error, then its rows'
 * errors row by row). Fields a rule hides are unregistered, so they have no error to list.
 */
export function summaryEntries(definition: FormDefinition, errors: FieldErrors, ui: Ui): SummaryEntry[] {
  const out: SummaryEntry[] = [];
  for (const item of allFields(definition)) {
    const e = errors[item.name] as unknown;
    if (!e) continue;
    const label = item.label ?? item.ariaLabel;
    const own = messageOf(e as Err);
    if (own) out.push({ path: item.name, text: withLabel(label, own) });
    if (item.type !== 'dynamicList' || !Array.isArray(e)) continue;
    e.forEach((row: Record<string, Err> | undefined, index) => {
      for (const sub of item.dynamicListOptions?.items ?? []) {
        const message = messageOf(row?.[sub.name]);
        if (!message) continue;
        const where = ui('summaryListItem', { list: label ?? item.name, index: index + 1 });
        out.push({
          path: `${item.name}.${index}.${sub.name}`,
          text: `${where}: ${withLabel(sub.label ?? sub.ariaLabel, message)}`,
        });
      }
    });
  }
  return out;
}
