import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import type { FieldItem, LeafFieldItem } from '../core/definition-schema.ts';

/** What every field component gets from the controller around it. */
export interface FieldProps {
  item: FieldItem | LeafFieldItem;
  /** react-hook-form's value, onChange, onBlur and ref for this field. */
  field: ControllerRenderProps<FieldValues, string>;
  /** The id of the main input; the frame's label points at it. */
  inputId: string;
  /** Ids of the error and help lines (error first), for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  readOnly: boolean;
  /** The form's current values (for dependent fields such as state and select). */
  parentValue?: unknown;
}

/** Field types shown as a group of inputs (or a widget, e-sign): their label names the group. */
export const groupTypes = new Set([
  'radio',
  'checkbox',
  'star_rating',
  'dateRange',
  'phone',
  'skillSelector',
  'dynamicList',
  'file_upload',
  'fileUpload',
  'esignForm',
]);
