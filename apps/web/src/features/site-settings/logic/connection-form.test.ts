import { assistantConnectionBodySchema } from '@opencareers/contracts/assistant-connection';
import { describe, expect, it } from 'vitest';
import { connectionFormSchema, formValuesOf, toConnectionBody, toTestBody } from './connection-form.ts';

const stored = {
  enabled: true,
  base_url: 'https://llm.example/v1',
  model: 'gpt-test',
  key_set: true,
  timeout_seconds: 10,
  updated_at: null,
};

describe('the connection form', () => {
  it('keeps the stored key unless it is replaced or cleared', () => {
    const values = formValuesOf(stored);
    expect(values.key_action).toBe('keep');
    expect(toConnectionBody(values)).toEqual({
      enabled: true,
      base_url: 'https://llm.example/v1',
      model: 'gpt-test',
      timeout_seconds: 10,
    });
    expect(toConnectionBody({ ...values, key_action: 'replace', api_key: ' sk-new ' }).api_key).toBe(
      'sk-new',
    );
    expect(toConnectionBody({ ...values, key_action: 'clear', api_key: 'typed' })).toMatchObject({
      clear_key: true,
    });
    expect(toConnectionBody({ ...values, key_action: 'clear' }).api_key).toBeUndefined();
    // Every body it builds is one the server accepts.
    for (const v of [values, { ...values, key_action: 'replace' as const, api_key: 'k' }])
      expect(assistantConnectionBodySchema.safeParse(toConnectionBody(v)).success).toBe(true);
  });

  it('sets a key typed when none is stored, and tests with the typed key only', () => {
    const values = formValuesOf({ ...stored, key_set: false });
    expect(toConnectionBody(values).api_key).toBeUndefined();
    expect(toConnectionBody({ ...values, api_key: 'sk-first' }).api_key).toBe('sk-first');
    expect(toTestBody(values)).toEqual({ base_url: stored.base_url, model: 'gpt-test', timeout_seconds: 10 });
    expect(toTestBody({ ...values, api_key: 'sk-typed' }).api_key).toBe('sk-typed');
    expect(toTestBody({ ...values, api_key: 'sk-typed', key_action: 'clear' }).api_key).toBeUndefined();
  });

  it('names what is wrong: the address, a missing model, a key to replace with', () => {
    const issues = (v: object) =>
      connectionFormSchema
        .safeParse({ ...formValuesOf(stored), ...v })
        .error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(issues({ base_url: 'ftp://x' })).toEqual(['base_url:urlInvalid']);
    expect(issues({ base_url: 'javascript:alert(1)' })).toEqual(['base_url:urlInvalid']);
    expect(issues({ base_url: '' })).toEqual(['base_url:urlRequired']);
    expect(issues({ enabled: false, base_url: '', model: '' })).toEqual([]);
    expect(issues({ model: ' ' })).toEqual(['model:modelRequired']);
    expect(issues({ key_action: 'replace', api_key: '' })).toEqual(['api_key:keyRequired']);
  });
});
