import type { FieldItem, LeafFieldItem } from './definition-schema.ts';
import { customFieldType } from './field-type-registry.ts';

/** The empty answer of each type, so inputs stay controlled from the start. */
export function emptyValue(item: FieldItem | LeafFieldItem): unknown {
  switch (item.type) {
    case 'checkbox':
    case 'skillSelector':
    case 'file_upload':
    case 'fileUpload':
    case 'dynamicList':
      return [];
    case 'checkboxItem':
      return false;
    case 'dateRange':
    case 'star_rating':
    case 'esignForm':
      return null;
    case 'select':
    case 'dropdown':
      return item.selectOptions?.multiple ? [] : '';
    default:
      return customFieldType(item.type)?.empty ?? '';
  }
}
