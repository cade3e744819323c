import { createHash } from 'node:crypto';
import type { FormDto } from '@opencareers/contracts/forms';
import {
  type ScreeningAnswer,
  type ScreeningQuestion,
  screeningDefinition,
  screeningFieldName,
  screeningSection,
} from '@opencareers/contracts/screening-questions';
import { errorTexts, validateForm } from '@opencareers/forms/core/validate-form';

/** The tenant's application form with the job's screening questions as its last section. */
export function withScreening(form: FormDto, questions: readonly ScreeningQuestion[]): FormDto {
  const section = screeningSection(questions);
  if (!section) return form;
  return { ...form, definition: { ...form.definition, sections: [...form.definition.sections, section] } };
}

/** Changes whenever the questions a candidate would see change (wording, order, choices, required). */
export const screeningKey = (questions: readonly ScreeningQuestion[]): string =>
  createHash('sha256').update(JSON.stringify(questions)).digest('base64url').slice(0, 22);

/** The answers to the job's questions apart from the standard form's (which the forms module checks). */
export function splitScreening(questions: readonly ScreeningQuestion[], values: Record<string, unknown>) {
  const names = new Set(questions.map((q) => screeningFieldName(q.id)));
  const standard: Record<string, unknown> = {};
  const screening: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) (names.has(k) ? screening : standard)[k] = v;
  return { standard, screening };
}

const answerOf = (value: unknown): string | number | null =>
  value === undefined || value === null || value === ''
    ? null
    : typeof value === 'number' || typeof value === 'string'
      ? value
      : String(value);

/**
 * Checks the answers with the form toolkit's rules (required, choices, lengths, numbers) and
 * gives them back with each question as it was asked, so a later edit of the job does not
 * change what the candidate answered.
 */
export function checkScreening(
  questions: readonly ScreeningQuestion[],
  values: Record<string, unknown>,
): { answers: ScreeningAnswer[]; errors: Record<string, string> } {
  if (!questions.length) return { answers: [], errors: {} };
  const result = validateForm(screeningDefinition(questions), values);
  return {
    errors: errorTexts(result.errors),
    answers: questions.map((q) => ({
      id: q.id,
      label: q.label,
      type: q.type,
      required: q.required,
      answer: answerOf(result.values[screeningFieldName(q.id)]),
    })),
  };
}
