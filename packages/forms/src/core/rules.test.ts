import { describe, expect, it } from 'vitest';
import { uploadedFile } from '../test/uploaded-file.ts';
import type { FieldItem, Rule } from './definition-schema.ts';
import { messageText } from './messages.ts';
import { ruleTypes } from './rule-types.ts';
import { ruleRegistry } from './rules.ts';

const now = new Date(2026, 10, 21, 12);
const text: FieldItem = { name: 'f', type: 'text', label: 'Nickname' };
const run = (rule: Rule, value: unknown, field: FieldItem = text) => {
  const error = ruleRegistry[rule.type](value, rule, { field, values: {}, now });
  return error && messageText(error);
};
const file = uploadedFile;
const mb = 1024 * 1024;

describe('rule registry', () => {
  it('has a validator for every rule type', () => {
    for (const type of ruleTypes) expect(typeof ruleRegistry[type]).toBe('function');
    expect(Object.keys(ruleRegistry).sort()).toEqual([...ruleTypes].sort());
  });

  it('required', () => {
    expect(run({ type: 'required' }, '')).toBe('Nickname is required');
    expect(run({ type: 'required' }, [])).toBe('Nickname is required');
    expect(run({ type: 'required' }, false)).toBe('Nickname is required');
    expect(run({ type: 'required', message: 'Needed' }, null)).toBe('Needed');
    expect(run({ type: 'required' }, 'x')).toBeUndefined();
  });

  it('email', () => {
    expect(run({ type: 'email' }, 'a@b.co')).toBeUndefined();
    for (const bad of ['a@b', 'a b@c.de', 'no-at.example', '@x.com', 'a@b.c'])
      expect(run({ type: 'email' }, bad)).toBe('Email is invalid. Use the format "name@example.com".');
  });

  it('phone', () => {
    expect(run({ type: 'phone' }, '(202) 555-0143')).toBeUndefined();
    expect(run({ type: 'phone' }, '202-555-CALL')).toBe(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
  });

  it('regex given as /pattern/flags, default message', () => {
    expect(run({ type: 'regex', value: '/^[A-Z]{3}$/' }, 'ABC')).toBeUndefined();
    expect(run({ type: 'regex', value: '/^[a-z]{3}$/i' }, 'ABC')).toBeUndefined();
    expect(run({ type: 'regex', value: '/^[A-Z]{3}$/' }, 'abcd')).toBe('Enter a valid value.');
    expect(run({ type: 'regex', value: '/^\\d+$/g' }, '12')).toBeUndefined();
    expect(run({ type: 'regex', value: '/^\\d+$/g' }, '12')).toBeUndefined(); // not stateful
  });

  it('minLength and maxLength count characters', () => {
    expect(run({ type: 'minLength', value: 3 }, 'ab')).toBe('Enter at least 3 characters.');
    expect(run({ type: 'minLength', value: 3 }, 'abc')).toBeUndefined();
    expect(run({ type: 'maxLength', value: 3 }, 'abcd')).toBe('Enter no more than 3 characters.');
    expect(run({ type: 'maxLength', value: 3 }, '🙂🙂🙂')).toBeUndefined();
  });

  it('minValue and maxValue', () => {
    expect(run({ type: 'minValue', value: 18 }, '17')).toBe('Enter a value greater than or equal to 18.');
    expect(run({ type: 'minValue', value: 18 }, '18')).toBeUndefined();
    expect(run({ type: 'maxValue', value: 65 }, 66)).toBe('Enter a value less than or equal to 65.');
    expect(run({ type: 'maxValue', value: 65 }, 'abc')).toBe('Enter a value less than or equal to 65.');
  });

  it('ssn and sin', () => {
    expect(run({ type: 'ssn' }, '123-45-6789')).toBeUndefined();
    expect(run({ type: 'ssn' }, '123456789')).toBe(
      'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
    );
    expect(run({ type: 'sin' }, '123-456-789')).toBeUndefined();
    expect(run({ type: 'sin' }, '123-45-6789')).toBe(
      'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
    );
  });

  it('file counts use the upload messages', () => {
    const upload: FieldItem = { name: 'docs', type: 'file_upload' };
    expect(run({ type: 'minLength', value: 2 }, [file('a.pdf', 1)], upload)).toBe('Upload at least 2 file.');
    expect(run({ type: 'maxLength', value: 1 }, [file('a.pdf', 1), file('b.pdf', 1)], upload)).toBe(
      'Upload no more than 1 files.',
    );
  });

  it('list counts use the list messages, custom ones override', () => {
    const list: FieldItem = { name: 'jobs', type: 'dynamicList' };
    expect(run({ type: 'minLength', value: 2 }, [{}], list)).toBe('Add at least 2 items.');
    expect(run({ type: 'maxLength', value: 1, message: 'One job only' }, [{}, {}], list)).toBe(
      'One job only',
    );
  });

  it('maxFileSizeMB lists the file names', () => {
    expect(
      run({ type: 'maxFileSizeMB', value: 1 }, [
        file('a.pdf', mb),
        file('big.pdf', mb + 1),
        file('huge.pdf', 2 * mb),
      ]),
    ).toBe('These files are larger than 1 MB: big.pdf, huge.pdf');
    expect(run({ type: 'maxFileSizeMB', value: 1 }, [file('a.pdf', mb)])).toBeUndefined();
  });

  it('maxCumulativeFileSizeMB counts the total', () => {
    expect(
      run({ type: 'maxCumulativeFileSizeMB', value: 1 }, [file('a.pdf', mb / 2), file('b.pdf', mb / 2)]),
    ).toBeUndefined();
    expect(
      run({ type: 'maxCumulativeFileSizeMB', value: 1 }, [file('a.pdf', mb / 2), file('b.pdf', mb / 2 + 1)]),
    ).toBe('The files together are larger than 1 MB.');
  });

  it('file size is read from the content, not the declared size', () => {
    const lying = { ...file('x.pdf', 2 * mb), size: 10 };
    expect(run({ type: 'maxFileSizeMB', value: 1 }, [lying])).toMatch(/x\.pdf/);
  });
});
