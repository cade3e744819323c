import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editorTypes, fieldTypeName } from './field-type-names.ts';
import { registerFieldType, unregisterFieldType } from './field-type-registry.ts';
import { fieldTypes } from './field-types.ts';
import { defaultUiTexts, type UiTextKey } from './ui-texts.ts';

const ui = (key: UiTextKey) => defaultUiTexts[key];

describe('field type names', () => {
  afterEach(() => unregisterFieldType('x-web-address'));

  it('names each of the 25 in words, never by its id, and each name once', () => {
    const names = fieldTypes.map((t) => fieldTypeName(t, ui));
    expect(fieldTypeName('file_upload', ui)).toBe('File upload');
    // Types whose id is already a word ("date", "email") get a capitalised name all the same.
    expect(names.filter((n, i) => fieldTypes[i] === n)).toEqual([]);
    expect(names.some((n) => /_/.test(n))).toBe(false);
    expect(new Set(names).size).toBe(fieldTypes.length);
  });

  it('offers a registered type after the 25 under its own label', () => {
    registerFieldType({ type: 'x-web-address', label: 'Web address', value: z.string() });
    expect(editorTypes().at(-1)).toBe('x-web-address');
    expect(fieldTypeName('x-web-address', ui)).toBe('Web address');
  });
});
