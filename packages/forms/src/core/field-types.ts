/** The 25 field types of form-toolkit §3, spelled as the spec spells them. */
export const fieldTypes = [
  'checkbox',
  'checkboxItem',
  'date',
  'dateRange',
  'dropdown',
  'select',
  'dynamicList',
  'email',
  'embedded_form',
  'esignForm',
  'file_upload',
  'fileUpload',
  'info',
  'instruction',
  'number',
  'phone',
  'radio',
  'skillSelector',
  'sin',
  'ssn',
  'text',
  'textarea',
  'star_rating',
  'country',
  'state',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** Types that show content and hold no answer: never validated, never submitted. */
export const displayOnlyTypes: ReadonlySet<string> = new Set<FieldType>([
  'info',
  'instruction',
  'embedded_form',
]);

/** Types whose values are personal identity numbers: encrypted at rest, never logged. */
export const sensitiveTypes: ReadonlySet<string> = new Set<FieldType>(['ssn', 'sin']);

export const isFileType = (type: string) => type === 'file_upload' || type === 'fileUpload';
export const isChoiceType = (type: string) =>
  type === 'dropdown' || type === 'select' || type === 'radio' || type === 'country' || type === 'state';
