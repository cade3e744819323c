import { z } from 'zod';

/**
 * The merge fields an offer letter template may use, written `{{name}}` (docs/offers.md
 * "Letter templates"). The optional ones may have no value on an offer; a paragraph that uses
 * an empty one is left out of the letter, so "Your start date is {{start_date}}." vanishes when
 * no start date was given.
 */
export const letterMergeFields = [
  'candidate_name',
  'job_title',
  'department',
  'company_name',
  'engagement',
  'pay_label',
  'pay',
  'start_date',
  'place',
  'manager',
  'expiry',
] as const;
export type LetterMergeField = (typeof letterMergeFields)[number];

/** Fields an offer may leave empty (their paragraphs are then left out). */
export const optionalLetterMergeFields: readonly LetterMergeField[] = [
  'pay',
  'start_date',
  'place',
  'manager',
  'expiry',
];

/** Long enough for a several-page letter, short enough to render in well under a second. */
export const LETTER_TEMPLATE_MAX_CHARS = 12_000;

const known = new Set<string>(letterMergeFields);
const fieldPattern = /\{\{(.*?)\}\}/gs;

export interface LetterTemplateCheck {
  /** Every `{{…}}` whose name is not a merge field, as written (trimmed), once each. */
  unknown: string[];
  /** A `{{` or `}}` left over once the fields are taken out: a field that is not closed. */
  unclosed: boolean;
}

/** Reads a template's merge fields; the server and the editor judge a template the same way. */
export function checkLetterTemplate(body: string): LetterTemplateCheck {
  const unknown = new Set<string>();
  for (const m of body.matchAll(fieldPattern)) {
    const name = (m[1] ?? '').trim();
    if (!known.has(name)) unknown.add(name);
  }
  const rest = body.replace(fieldPattern, '');
  return { unknown: [...unknown], unclosed: rest.includes('{{') || rest.includes('}}') };
}

/** The merge fields a piece of template text uses, in order (repeats kept). */
export const mergeFieldsIn = (text: string): string[] =>
  [...text.matchAll(fieldPattern)].map((m) => (m[1] ?? '').trim());

/** Replaces each `{{field}}` with its value; call only on a checked template. */
export const fillMergeFields = (text: string, values: Record<string, string | null>): string =>
  text.replace(fieldPattern, (_, name: string) => values[name.trim()] ?? '');

const templateBody = z.string().max(LETTER_TEMPLATE_MAX_CHARS);

export const letterTemplateSchema = z.object({
  /** What the letters say now: the saved text, or the default when none was saved. */
  body: z.string(),
  /** 0 until the first save; a save must send the version it started from. */
  version: z.number().int().nonnegative(),
  is_default: z.boolean(),
  default_body: z.string(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  merge_fields: z.array(z.enum(letterMergeFields)),
});
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;
export const letterTemplateResponseSchema = z.object({ data: letterTemplateSchema });

export const saveLetterTemplateBodySchema = z.object({
  body: templateBody,
  version: z.number().int().nonnegative(),
});
export type SaveLetterTemplateBody = z.infer<typeof saveLetterTemplateBodySchema>;

export const previewLetterBodySchema = z.object({
  body: templateBody,
  /** Fill the fields from this offer; the sample values when absent. */
  offer_id: z.string().uuid().nullish(),
});
export type PreviewLetterBody = z.infer<typeof previewLetterBodySchema>;

export const letterPreviewResponseSchema = z.object({
  data: z.object({ pdf_b64: z.string() }),
});
