import { z } from 'zod';

/** The option bags of form-toolkit §3, one schema each. */

const text = (max = 500) => z.string().max(max);

export const choiceSchema = z.strictObject({
  label: text(),
  value: z.union([text(), z.number()]),
  iconProps: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
});
export type Choice = z.infer<typeof choiceSchema>;

/** The parent-value placeholder of a dependent select's apiEndpoint (§7). */
export const parentValuePlaceholder = '{parentValue}';

export const selectOptionsSchema = z.strictObject({
  choices: z.array(choiceSchema).max(1000).optional(),
  choicesSortOrder: z.enum(['ascending', 'descending']).optional(),
  placeholder: text(200).optional(),
  // Same-origin paths only: a stored form must not make browsers call other hosts.
  apiEndpoint: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'Use a path on this site, starting with /')
    .optional(),
  apiCall: text(100).optional(),
  multiple: z.boolean().optional(),
});

export const radioOptionsSchema = z.strictObject({
  choices: z.array(choiceSchema).max(200).optional(),
  direction: z.enum(['horizontal', 'vertical']).optional(),
  toggle: z.boolean().optional(),
});

/** A date (YYYY-MM-DD) or a day offset from today, where 0 is the start of today (§5). */
const dateBound = z.union([z.iso.date(), z.number().int().min(-100_000).max(100_000)]);

export const dateOptionsSchema = z.strictObject({
  dateFormat: text(40).optional(),
  today: z.boolean().optional(),
  placeholder: text(200).optional(),
  enableFrom: dateBound.optional(),
  enableUntil: dateBound.optional(),
  fallbackFormat: text(40).optional(),
  picker: z.enum(['date', 'month', 'year', 'time']).optional(),
  readonly: z.boolean().optional(),
});

export const dateRangeOptionsSchema = z.strictObject({
  picker: z.enum(['date', 'month']).optional(),
  dateFormat: text(40).optional(),
  placeholders: z.strictObject({ start: text(200).optional(), end: text(200).optional() }).optional(),
  showCurrentCheck: z.boolean().optional(),
  currentCheckboxPlaceholder: text(200).optional(),
  disallowFutureStartDate: z.boolean().optional(),
});

export const fileUploadOptionsSchema = z.strictObject({
  /** Per-file limit in MB; the maxFileSizeMB rule says the same and wins when both are set. */
  uploadSize: z.number().positive().max(1024).optional(),
  allowedTypes: z
    .array(z.string().regex(/^[a-z0-9]{1,10}$/))
    .max(50)
    .optional(),
  texts: z.record(z.string().max(50), text()).optional(),
});

export const phoneOptionsSchema = z.strictObject({
  defaultCountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  placeholders: z.strictObject({ country: text(200).optional(), number: text(200).optional() }).optional(),
  autocomplete: text(50).optional(),
});

export const textOptionsSchema = z.record(z.string().max(50), z.union([text(), z.number(), z.boolean()]));

export const textAreaOptionsSchema = z.strictObject({
  placeholder: text(200).optional(),
  enableExpand: z.boolean().optional(),
  size: z.enum(['small', 'medium', 'large']).optional(),
});

export const skillSelectorOptionsSchema = z.strictObject({
  showMoreThreshold: z.number().int().min(1).max(100).optional(),
  searchCall: text(100).optional(),
  suggestedSkills: z.array(text(100)).max(200).optional(),
});

export const instructionOptionsSchema = z.strictObject({
  showReadMoreButton: z.boolean().optional(),
  readMoreMaxHeight: z.number().int().min(20).max(5000).optional(),
});

const httpsUrl = z.url({ protocol: /^https$/ }).max(2000);

/** esignForm and pdf-viewer extras (§3), and the embedded form's address. */
export const additionalPropertiesSchema = z.strictObject({
  wid: text(200).optional(),
  hosted: z.boolean().optional(),
  customDomain: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i)
    .max(253)
    .optional(),
  url: httpsUrl.optional(),
  title: text(200).optional(),
  /** Names of callbacks the host page supplies; a stored form cannot hold code. */
  onSign: text(100).optional(),
  onReject: text(100).optional(),
  bytes: z.string().max(5_000_000).optional(),
});
