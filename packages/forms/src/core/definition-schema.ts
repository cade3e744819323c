import { z } from 'zod';
import { customFieldTypeSchema } from './field-type-registry.ts';
import { fieldTypes } from './field-types.ts';
import {
  additionalPropertiesSchema,
  dateOptionsSchema,
  dateRangeOptionsSchema,
  fileUploadOptionsSchema,
  instructionOptionsSchema,
  phoneOptionsSchema,
  radioOptionsSchema,
  selectOptionsSchema,
  skillSelectorOptionsSchema,
  textAreaOptionsSchema,
  textOptionsSchema,
} from './option-bags.ts';
import { ruleTypes } from './rule-types.ts';
import { compileSafePattern, type SafePattern } from './safe-regex.ts';
import { visibilityRuleSchema } from './visibility.ts';

/** Field names are form value keys: no dots or brackets, which form libraries read as paths. */
export const fieldNameSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/, 'Use letters, digits, _ or -, starting with a letter');

export const ruleSchema = z.strictObject({
  type: z.enum(ruleTypes),
  /** A count, a bound, or for regex the pattern as /pattern/flags. */
  value: z.union([z.string().max(1000), z.number(), z.boolean()]).optional(),
  message: z.string().max(500).optional(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** customValidator as data: named validators from core's registry (a stored form holds no code). */
export const customValidatorSchema = z.union([
  z.strictObject({
    type: z.literal('matchesField'),
    field: fieldNameSchema,
    message: z.string().max(500).optional(),
  }),
  z.strictObject({ type: z.literal('notInFuture'), message: z.string().max(500).optional() }),
]);
export type CustomValidator = z.infer<typeof customValidatorSchema>;

const baseItem = {
  name: fieldNameSchema,
  label: z.string().max(500).optional(),
  ariaLabel: z.string().max(500).optional(),
  /** One of the spec's 25 types, or a host's own registered `x-…` type (core/field-type-registry.ts). */
  type: z.union([z.enum(fieldTypes), customFieldTypeSchema]),
  /** Help text; for info and instruction fields, their body (HTML, sanitised when shown). */
  help: z.string().max(20_000).optional(),
  required: z.boolean().optional(),
  newItem: z.boolean().optional(),
  disabled: z.boolean().optional(),
  readonly: z.boolean().optional(),
  hidden: z.boolean().optional(),
  rules: z.array(ruleSchema).max(20).optional(),
  dependencies: z.array(fieldNameSchema).max(20).optional(),
  visibleFn: visibilityRuleSchema.optional(),
  customValidator: customValidatorSchema.optional(),
  /** §9: small is full width; large puts the label at 5 columns and the value at 6, offset 1. */
  layout: z.enum(['small', 'large']).optional(),
  selectOptions: selectOptionsSchema.optional(),
  radioOptions: radioOptionsSchema.optional(),
  checkboxOptions: radioOptionsSchema.optional(),
  dateOptions: dateOptionsSchema.optional(),
  dateRangeOptions: dateRangeOptionsSchema.optional(),
  fileUploadOptions: fileUploadOptionsSchema.optional(),
  phoneOptions: phoneOptionsSchema.optional(),
  textOptions: textOptionsSchema.optional(),
  textAreaOptions: textAreaOptionsSchema.optional(),
  skillSelectorOptions: skillSelectorOptionsSchema.optional(),
  instructionOptions: instructionOptionsSchema.optional(),
  additionalProperties: additionalPropertiesSchema.optional(),
};

/** An item of a dynamic list's row: any field but another list (one level keeps forms sane). */
export const leafFieldItemSchema = z.strictObject(baseItem).refine((f) => f.type !== 'dynamicList', {
  message: 'A list item cannot itself be a list',
  path: ['type'],
});

export const fieldItemSchema = z.strictObject({
  ...baseItem,
  dynamicListOptions: z
    .strictObject({
      items: z.array(leafFieldItemSchema).min(1).max(30),
      itemDefaultValue: z.record(z.string(), z.unknown()).optional(),
      addButton: z.string().max(100).optional(),
      itemLayout: z.enum(['stacked', 'inline']).optional(),
    })
    .optional(),
});
export type FieldItem = z.infer<typeof fieldItemSchema>;
export type LeafFieldItem = z.infer<typeof leafFieldItemSchema>;

export const sectionSchema = z.strictObject({
  title: z.string().max(300),
  /** Shown above the section (HTML-description layout); sanitised when shown. */
  description: z.string().max(50_000).optional(),
  items: z.array(fieldItemSchema).max(200),
});
export type FormSection = z.infer<typeof sectionSchema>;

export const formLayouts = ['plain', 'stepper', 'htmlDescription', 'adminEditor'] as const;
export type FormLayout = (typeof formLayouts)[number];

export const formDefinitionSchema = z
  .strictObject({
    title: z.string().max(300).optional(),
    /** The HTML-description layout's lead text; sanitised when shown. */
    description: z.string().max(100_000).optional(),
    layout: z.enum(formLayouts).optional(),
    /**
     * A public form takes answers from anyone signed in, straight at its own link
     * (POST /api/forms/:formId/submissions). Other forms take answers only where they were
     * given: an application, a form assignment or onboarding.
     */
    public: z.boolean().optional(),
    sections: z.array(sectionSchema).min(1).max(50),
  })
  .superRefine((form, ctx) => {
    // Names must be unique across the form, and references must point at real fields.
    const seen = new Set<string>();
    const all = form.sections.flatMap((s) => s.items);
    for (const [i, item] of all.entries()) {
      if (seen.has(item.name))
        ctx.addIssue({
          code: 'custom',
          message: `Duplicate field name "${item.name}"`,
          path: ['sections', i],
        });
      seen.add(item.name);
    }
    for (const item of all) {
      for (const dep of item.dependencies ?? [])
        if (!seen.has(dep))
          ctx.addIssue({ code: 'custom', message: `"${item.name}" depends on unknown field "${dep}"` });
      if (item.customValidator?.type === 'matchesField' && !seen.has(item.customValidator.field))
        ctx.addIssue({
          code: 'custom',
          message: `"${item.name}" matches unknown field "${item.customValidator.field}"`,
        });
      for (const rule of item.rules ?? []) {
        if (rule.type === 'regex' && parseRegex(rule.value) === undefined)
          ctx.addIssue({
            code: 'custom',
            message: isJavaScriptRegex(rule.value)
              ? `"${item.name}": ${unsupportedRegexMessage}`
              : `"${item.name}" has an invalid regex rule`,
          });
      }
    }
  });
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

export const unsupportedRegexMessage =
  'This pattern uses backreferences or lookaround, which are not supported (they can stall validation). Rewrite it without them.';

/** Whether the value is a /pattern/flags JavaScript accepts (parseRegex may still refuse it). */
export function isJavaScriptRegex(value: unknown): boolean {
  const m = typeof value === 'string' ? /^\/(.*)\/([dgimsuy]*)$/s.exec(value) : null;
  if (!m) return false;
  try {
    new RegExp(m[1] ?? '', (m[2] ?? '').replace(/[gy]/g, ''));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a regex given as /pattern/flags (§5), compiled for the linear-time engine
 * (safe-regex.ts); undefined when it is not one or uses what that engine cannot run
 * (backreferences, lookahead), so such a pattern is refused when the form is saved.
 */
export function parseRegex(value: unknown): SafePattern | undefined {
  if (typeof value !== 'string') return undefined;
  // JavaScript's own check first: RE2 accepts a few forms the browser would reject.
  if (!isJavaScriptRegex(value)) return undefined;
  const m = /^\/(.*)\/([dgimsuy]*)$/s.exec(value)!;
  return compileSafePattern(m[1] ?? '', m[2] ?? '');
}

/** Every field of a form, in order. */
export const allFields = (form: FormDefinition): FieldItem[] => form.sections.flatMap((s) => s.items);
