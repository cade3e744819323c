import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { firstViewMessagePaths, splitMessages } from './first-view-messages.ts';

type Messages = { [key: string]: unknown };

function merge(a: Messages, b: Messages): Messages {
  const out: Messages = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] =
      mine && typeof mine === 'object' && value && typeof value === 'object'
        ? merge(mine as Messages, value as Messages)
        : value;
  }
  return out;
}

describe('splitMessages', () => {
  it('picks whole areas and paths inside areas, and leaves every other message in the rest', () => {
    const messages = { a: { x: '1' }, b: { nav: 'N', page: { title: 'T' } }, c: 'C' };
    expect(splitMessages(messages, ['a', 'b.nav'])).toEqual({
      picked: { a: { x: '1' }, b: { nav: 'N' } },
      rest: { b: { page: { title: 'T' } }, c: 'C' },
    });
  });

  it('splits en.json into two parts that together are en.json, the first view the smaller', () => {
    const { picked, rest } = splitMessages(en, firstViewMessagePaths);
    expect(merge(picked, rest)).toEqual(en);
    for (const path of firstViewMessagePaths) {
      const value = path.split('.').reduce<unknown>((node, key) => (node as Messages)?.[key], picked);
      expect(value, path).toBeDefined();
    }
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(rest).length);
  });
});
