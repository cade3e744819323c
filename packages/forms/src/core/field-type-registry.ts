import { z } from 'zod';
import type { FieldItem, LeafFieldItem } from './definition-schema.ts';
import type { FieldError } from './messages.ts';

/**
 * A field type a host adds to the spec's 25. Its name starts with `x-` so it can never clash
 * with a type the toolkit adds later, and a stored form shows at a glance that it needs the
 * host's registration. Register it in a module both the server and the browser import: the
 * definition schema accepts only registered types, and the server checks the answers with
 * the same `value` schema and `check` the browser uses.
 */
export type CustomFieldTypeName = `x-${string}`;

export interface CustomFieldType {
  type: CustomFieldTypeName;
  /** The readable name the admin editor shows ("Web address"). */
  label: string;
  /** The shape a stored answer must have (anything else is refused as "This value is not valid."). */
  value: z.ZodType;
  /** The answer before anything is typed; '' by default. */
  empty?: unknown;
  /** The type's own check of a non-empty answer, run in the browser and on the server. */
  check?: (value: unknown, item: FieldItem | LeafFieldItem) => FieldError | undefined;
}

const customTypeName = /^x-[a-z][a-z0-9-]{0,40}$/;
const registry = new Map<string, CustomFieldType>();

/** Adds (or replaces, for hot reload) a field type. Throws on a name outside `x-[a-z0-9-]`. */
export function registerFieldType(definition: CustomFieldType): void {
  if (!customTypeName.test(definition.type))
    throw new Error(`A custom field type is named x-<lowercase letters, digits, dashes>: ${definition.type}`);
  registry.set(definition.type, definition);
}

/** Removes a registered type (tests, a host unloading a plugin). */
export function unregisterFieldType(type: CustomFieldTypeName): void {
  registry.delete(type);
}

export const customFieldType = (type: string): CustomFieldType | undefined => registry.get(type);

export const customFieldTypes = (): CustomFieldType[] => [...registry.values()];

/** The definition schema's check of a custom `type`: registered, else refused with its name. */
export const customFieldTypeSchema = z.custom<CustomFieldTypeName>(
  (type) => typeof type === 'string' && registry.has(type),
  { message: 'Unknown field type: register it with registerFieldType first' },
);
