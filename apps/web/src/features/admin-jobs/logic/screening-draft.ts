import type {
  ScreeningQuestionInput,
  ScreeningQuestionType,
} from '@opencareers/contracts/screening-questions';

/** A screening question as the editor holds it: options kept while the admin tries other types. */
export interface ScreeningDraft {
  id: string;
  label: string;
  type: ScreeningQuestionType;
  required: boolean;
  options: string[];
}

/** A short id, unique within the job (it names the answer's field; it need not be secret). */
export function newQuestionId(taken: readonly { id: string }[]): string {
  const used = new Set(taken.map((q) => q.id));
  for (;;) {
    const id = `q${Math.random().toString(36).slice(2, 10)}`;
    if (!used.has(id)) return id;
  }
}

export const newQuestion = (taken: readonly { id: string }[]): ScreeningDraft => ({
  id: newQuestionId(taken),
  label: '',
  type: 'short_text',
  required: false,
  options: [],
});

/** A type change; a single choice starts with two empty options to fill in. */
export function withType(q: ScreeningDraft, type: ScreeningQuestionType): ScreeningDraft {
  const options = type === 'single_choice' && q.options.length === 0 ? ['', ''] : q.options;
  return { ...q, type, options };
}

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at an end. */
export function move<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** What is sent: only a single-choice question carries its options. */
export const questionsOf = (drafts: readonly ScreeningDraft[]): ScreeningQuestionInput[] =>
  drafts.map((q) => ({
    id: q.id,
    label: q.label,
    type: q.type,
    required: q.required,
    options: q.type === 'single_choice' ? q.options : [],
  }));
