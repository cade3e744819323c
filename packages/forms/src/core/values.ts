import { z } from 'zod';
import { customFieldType } from './field-type-registry.ts';
import type { FieldType } from './field-types.ts';

/** §3 value shapes, as the server accepts them. Bounds keep hostile input cheap to refuse. */

export const dateRangeValueSchema = z.strictObject({
  startDate: z.string().max(30).nullable().optional(),
  endDate: z.string().max(30).nullable().optional(),
  isCurrent: z.boolean().optional(),
});
export type DateRangeValue = z.infer<typeof dateRangeValueSchema>;

export const uploadedFileSchema = z.strictObject({
  uid: z.string().max(100),
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  type: z.string().max(200),
  lastModified: z.number().optional(),
  webkitRelativePath: z.string().max(1000).optional(),
  /** base64, with or without a data: URL prefix. */
  content: z.string().max(30_000_000),
  status: z.literal('done'),
  previewUrl: z.string().max(2000).optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

const scalarChoice = z.union([z.string().max(500), z.number()]);
const shortText = z.string().max(10_000);

/** The shape a stored answer of each type must have; undefined/null/'' mean "no answer". */
export const valueSchemas: Record<FieldType, z.ZodType> = {
  checkbox: z.array(scalarChoice).max(500),
  checkboxItem: z.boolean(),
  date: z.string().max(30),
  dateRange: dateRangeValueSchema,
  dropdown: z.union([scalarChoice, z.array(scalarChoice).max(500)]),
  select: z.union([scalarChoice, z.array(scalarChoice).max(500)]),
  dynamicList: z.array(z.record(z.string().max(100), z.unknown())).max(100),
  email: z.string().max(320),
  embedded_form: z.unknown(),
  esignForm: z.enum(['signed', 'rejected']),
  file_upload: z.array(uploadedFileSchema).max(50),
  fileUpload: z.array(uploadedFileSchema).max(50),
  info: z.unknown(),
  instruction: z.unknown(),
  number: z.union([z.string().max(50), z.number()]),
  phone: z.string().max(40),
  radio: scalarChoice,
  skillSelector: z.array(z.string().min(1).max(100)).max(200),
  sin: z.string().max(20),
  ssn: z.string().max(20),
  text: shortText,
  textarea: z.string().max(50_000),
  star_rating: z.number().int().min(1).max(5),
  country: z.string().max(10),
  state: z.string().max(100),
};

/** The answer shape of a type: one of the 25, or a host's registered type; nothing else is accepted. */
export const valueSchemaOf = (type: string): z.ZodType =>
  Object.hasOwn(valueSchemas, type)
    ? valueSchemas[type as FieldType]
    : (customFieldType(type)?.value ?? z.never());
