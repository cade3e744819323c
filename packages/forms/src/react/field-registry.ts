import type { ComponentType } from 'react';
import type { FieldItem, LeafFieldItem } from '../core/definition-schema.ts';
import type { CustomFieldTypeName } from '../core/field-type-registry.ts';
import type { FieldType } from '../core/field-types.ts';
import type { FieldProps } from './field-props.ts';
import { CheckboxField } from './fields/checkbox/checkbox-field.tsx';
import { CheckboxItemField } from './fields/checkbox-item/checkbox-item-field.tsx';
import { CountryField } from './fields/country/country-field.tsx';
import { DateField } from './fields/date/date-field.tsx';
import { DateRangeField } from './fields/date-range/date-range-field.tsx';
import { DropdownField } from './fields/dropdown/dropdown-field.tsx';
import { EmailField } from './fields/email/email-field.tsx';
import { EmbeddedFormField } from './fields/embedded-form/embedded-form-field.tsx';
import { EsignFormField } from './fields/esign-form/esign-form-field.tsx';
import { FileUploadField } from './fields/file-upload/file-upload-field.tsx';
import { InfoField } from './fields/info/info-field.tsx';
import { InstructionField } from './fields/instruction/instruction-field.tsx';
import { NumberField } from './fields/number/number-field.tsx';
import { PhoneField } from './fields/phone/phone-field.tsx';
import { RadioField } from './fields/radio/radio-field.tsx';
import { SelectField } from './fields/select/select-field.tsx';
import { SinField } from './fields/sin/sin-field.tsx';
import { SkillSelectorField } from './fields/skill-selector/skill-selector-field.tsx';
import { SsnField } from './fields/ssn/ssn-field.tsx';
import { StarRatingField } from './fields/star-rating/star-rating-field.tsx';
import { StateField } from './fields/state/state-field.tsx';
import { TextField } from './fields/text/text-field.tsx';
import { TextareaField } from './fields/textarea/textarea-field.tsx';

type DisplayOnly = 'info' | 'instruction' | 'embedded_form';
type AnswerType = Exclude<FieldType, DisplayOnly | 'dynamicList'>;

/** Every answering field type has a component: the Record type makes a missing one a compile error. */
export const fieldComponents: Record<AnswerType, ComponentType<FieldProps>> = {
  checkbox: CheckboxField,
  checkboxItem: CheckboxItemField,
  date: DateField,
  dateRange: DateRangeField,
  dropdown: DropdownField,
  select: SelectField,
  email: EmailField,
  esignForm: EsignFormField,
  file_upload: FileUploadField,
  fileUpload: FileUploadField,
  number: NumberField,
  phone: PhoneField,
  radio: RadioField,
  skillSelector: SkillSelectorField,
  sin: SinField,
  ssn: SsnField,
  text: TextField,
  textarea: TextareaField,
  star_rating: StarRatingField,
  country: CountryField,
  state: StateField,
};

export const displayComponents: Record<DisplayOnly, ComponentType<{ item: FieldItem | LeafFieldItem }>> = {
  info: InfoField,
  instruction: InstructionField,
  embedded_form: EmbeddedFormField,
};

/** What a host gives for its own field type (registered in core with `registerFieldType`). */
export interface CustomFieldComponents {
  /** The input, wired like the built-in ones: `field` is react-hook-form's controller. */
  Input: ComponentType<FieldProps>;
  /** View mode's read-only answer; plain text of the value when left out. */
  View?: ComponentType<{ item: FieldItem | LeafFieldItem; value: unknown }>;
}

const customComponents = new Map<string, CustomFieldComponents>();

/**
 * Adds the browser side of a host's field type. The type must be registered in core too
 * (`registerFieldType`, which the definition schema and the server's checks read); a form
 * naming a type with no component logs an error and shows nothing there (§8).
 */
export function registerFieldComponent(type: CustomFieldTypeName, components: CustomFieldComponents): void {
  customComponents.set(type, components);
}

export const customComponentsOf = (type: string): CustomFieldComponents | undefined =>
  customComponents.get(type);
