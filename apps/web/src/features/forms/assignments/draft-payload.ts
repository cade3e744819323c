import { allFields, type FormDefinition } from '@opencareers/forms/core/definition-schema';
import { isFileType, sensitiveTypes } from '@opencareers/forms/core/field-types';

/**
 * What "save for later" sends: the server never keeps uploads or social numbers in a draft
 * (they are only stored on submit), so they are not sent at all, and an upload's bytes never
 * travel just to be dropped. `left` names answers given but not saved, for the page to say so.
 */
export function draftPayload(definition: FormDefinition, values: Record<string, unknown>) {
  const skip = new Set(
    allFields(definition)
      .filter((f) => isFileType(f.type) || sensitiveTypes.has(f.type))
      .map((f) => f.name),
  );
  const kept: Record<string, unknown> = {};
  const left: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0 && skip.has(name)) continue;
    if (skip.has(name)) left.push(name);
    else kept[name] = value;
  }
  return { kept, left };
}
