import type { FieldItem } from './definition-schema.ts';
import { customFieldType, customFieldTypes } from './field-type-registry.ts';
import { type FieldType, fieldTypes } from './field-types.ts';
import type { UiTextKey } from './ui-texts.ts';

/**
 * The readable name of each field type ("File upload", not `file_upload`), as a key of the
 * toolkit's texts so a host translates it like any other word of the editor.
 */
export const fieldTypeTextKeys: Record<FieldType, UiTextKey> = {
  checkbox: 'typeCheckbox',
  checkboxItem: 'typeCheckboxItem',
  date: 'typeDate',
  dateRange: 'typeDateRange',
  dropdown: 'typeDropdown',
  select: 'typeSelect',
  dynamicList: 'typeDynamicList',
  email: 'typeEmail',
  embedded_form: 'typeEmbeddedForm',
  esignForm: 'typeEsignForm',
  file_upload: 'typeFileUpload',
  fileUpload: 'typeFileUploadMultiple',
  info: 'typeInfo',
  instruction: 'typeInstruction',
  number: 'typeNumber',
  phone: 'typePhone',
  radio: 'typeRadio',
  skillSelector: 'typeSkillSelector',
  sin: 'typeSin',
  ssn: 'typeSsn',
  text: 'typeText',
  textarea: 'typeTextarea',
  star_rating: 'typeStarRating',
  country: 'typeCountry',
  state: 'typeState',
};

/** A type's readable name: the toolkit's text for the 25, a registered type's own label, else its id. */
export function fieldTypeName(type: string, ui: (key: UiTextKey) => string): string {
  const key = (fieldTypeTextKeys as Record<string, UiTextKey | undefined>)[type];
  return key ? ui(key) : (customFieldType(type)?.label ?? type);
}

/** The types the editor offers: the spec's 25, then the host's registered ones. */
export const editorTypes = (): FieldItem['type'][] => [
  ...fieldTypes,
  ...customFieldTypes().map((t) => t.type),
];
