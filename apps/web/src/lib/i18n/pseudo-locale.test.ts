import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { flatten, placeholderMismatches } from './check-messages.ts';
import { looksPseudo, pseudoLocalize, pseudoMessages } from './pseudo-locale.ts';

describe('pseudoLocalize', () => {
  it('accents letters, wraps the message and makes it 40 % longer', () => {
    const out = pseudoLocalize('Search jobs');
    expect(out.startsWith('⟦Šéářçĥ ĵöƀš')).toBe(true);
    expect(out.endsWith('⟧')).toBe(true);
    expect(out.length).toBeGreaterThanOrEqual(Math.ceil('Search jobs'.length * 1.4));
    expect(looksPseudo(out)).toBe(true);
    expect(looksPseudo('Search jobs')).toBe(false);
  });

  it('keeps placeholders, nesting and tags exactly', () => {
    const out = pseudoLocalize(
      'Hello {{first_name}}, see <0>your offer</0> and <strong>{{count}}</strong> $t(common.close) %(field)s',
    );
    for (const kept of [
      '{{first_name}}',
      '<0>',
      '</0>',
      '<strong>',
      '</strong>',
      '{{count}}',
      '$t(common.close)',
      '%(field)s',
    ])
      expect(out).toContain(kept);
  });

  it('keeps every placeholder of any message', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('name', 'count', 'company'), fc.string(), (a, name, b) => {
        const message = `${a.replace(/[{}<>$]/g, '')}{{${name}}}${b.replace(/[{}<>$]/g, '')}`;
        expect(pseudoLocalize(message)).toContain(`{{${name}}}`);
      }),
    );
  });

  it('turns all of en.json into a tree with the same keys and placeholders', () => {
    const flatEn = flatten(en);
    const flatPseudo = flatten(pseudoMessages(en));
    expect(Object.keys(flatPseudo)).toEqual(Object.keys(flatEn));
    expect(placeholderMismatches(flatEn, flatPseudo)).toEqual([]);
  });
});
