import type { FieldItem, FormDefinition } from '@opencareers/forms/core/definition-schema';
import { z } from 'zod';

/**
 * Per-job screening questions (issue 15 item 4): what an admin asks the candidates of one job,
 * shown on the apply form after the standard fields. They become ordinary form-toolkit fields
 * (screeningDefinition), so the renderer shows them and the server validates them with the
 * same rules and messages as the rest of the form.
 */
export const screeningQuestionTypes = [
  'short_text',
  'long_text',
  'yes_no',
  'single_choice',
  'number',
] as const;
export type ScreeningQuestionType = (typeof screeningQuestionTypes)[number];

export const maxScreeningQuestions = 20;
export const maxScreeningOptions = 30;
/** The longest answers: the standard form's own limits for a line and a letter. */
export const screeningTextLimits = { short_text: 500, long_text: 5000 } as const;

export const screeningQuestionSchema = z
  .object({
    /** Chosen by the editor; unique within the job, it names the answer's field. */
    id: z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'Use letters and digits only'),
    label: z.string().trim().min(1, 'Enter the question').max(500),
    type: z.enum(screeningQuestionTypes),
    required: z.boolean().default(false),
    /** The choices of a single-choice question; no other type has any. */
    options: z
      .array(z.string().trim().min(1, 'Enter the option').max(200))
      .max(maxScreeningOptions)
      .default([]),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'single_choice') {
      if (q.options.length < 2)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two options' });
      const seen = new Set<string>();
      q.options.forEach((o, i) => {
        if (seen.has(o.toLowerCase()))
          ctx.addIssue({ code: 'custom', path: ['options', i], message: 'Each option once' });
        seen.add(o.toLowerCase());
      });
    } else if (q.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Only single-choice questions have options',
      });
    }
  });
export type ScreeningQuestion = z.output<typeof screeningQuestionSchema>;
export type ScreeningQuestionInput = z.input<typeof screeningQuestionSchema>;

export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema)
  .max(maxScreeningQuestions, `At most ${maxScreeningQuestions} questions`)
  .superRefine((qs, ctx) => {
    const seen = new Set<string>();
    qs.forEach((q, i) => {
      if (seen.has(q.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'Each question once' });
      seen.add(q.id);
    });
  });

/** The form field of a question's answer; the prefix keeps it apart from the standard fields. */
export const screeningFieldName = (id: string) => `screening_${id}`;
export const isScreeningFieldName = (name: string) => name.startsWith('screening_');

export const yesNoChoices = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

function fieldOf(q: ScreeningQuestion): FieldItem {
  const base = { name: screeningFieldName(q.id), label: q.label, required: q.required };
  switch (q.type) {
    case 'short_text':
      return { ...base, type: 'text', rules: [{ type: 'maxLength', value: screeningTextLimits.short_text }] };
    case 'long_text':
      return {
        ...base,
        type: 'textarea',
        rules: [{ type: 'maxLength', value: screeningTextLimits.long_text }],
      };
    case 'number':
      // Whole numbers (the toolkit's number field); 15 digits keep them exact.
      return { ...base, type: 'number', rules: [{ type: 'maxLength', value: 15 }] };
    case 'yes_no':
      return { ...base, type: 'radio', radioOptions: { choices: yesNoChoices, direction: 'horizontal' } };
    case 'single_choice':
      return {
        ...base,
        type: 'radio',
        radioOptions: { choices: q.options.map((o) => ({ label: o, value: o })), direction: 'vertical' },
      };
  }
}

/** The questions as one form section, or null when the job asks none (its form is unchanged). */
export function screeningSection(
  questions: readonly ScreeningQuestion[],
  title = 'Questions from the hiring team',
): FormDefinition['sections'][number] | null {
  if (!questions.length) return null;
  return { title, items: questions.map(fieldOf) };
}

/** The questions alone as a form: the server validates their answers with it. */
export const screeningDefinition = (questions: readonly ScreeningQuestion[]): FormDefinition => ({
  layout: 'plain',
  sections: [screeningSection(questions) ?? { title: '', items: [] }],
});

/** One answered question as stored with the application: the question as it was asked. */
export const screeningAnswerSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(screeningQuestionTypes),
  required: z.boolean(),
  /** Null when an optional question was left blank. */
  answer: z.union([z.string(), z.number()]).nullable(),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;
