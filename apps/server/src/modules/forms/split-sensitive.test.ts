import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSensitive } from './service.ts';

const definition: FormDefinition = {
  sections: [
    {
      title: 'You',
      items: [
        { name: 'fullName', type: 'text', label: 'Full name' },
        { name: 'ssn', type: 'ssn', label: 'SSN' },
        {
          name: 'dependants',
          type: 'dynamicList',
          label: 'Dependants',
          dynamicListOptions: {
            items: [
              { name: 'name', type: 'text', label: 'Name' },
              { name: 'sin', type: 'sin', label: 'SIN' },
            ],
          },
        },
      ],
    },
  ],
};

const socialNumber = fc.stringMatching(/^\d{3}-\d{3}-\d{3}$/);

describe('splitSensitive', () => {
  it('seals social numbers at the top and inside list rows; the rest stays plain; nothing is lost', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.stringMatching(/^\d{3}-\d{2}-\d{4}$/),
        fc.array(
          fc.record({ name: fc.string({ maxLength: 10 }), sin: socialNumber }, { requiredKeys: ['name'] }),
          {
            maxLength: 5,
          },
        ),
        (fullName, ssn, dependants) => {
          const { plain, secret } = splitSensitive(definition, { fullName, ssn, dependants });
          const plainText = JSON.stringify(plain);
          expect(plainText).not.toContain(ssn);
          for (const row of dependants) if (row.sin) expect(plainText).not.toContain(row.sin);
          expect(plain.fullName).toBe(fullName);
          expect(plain.dependants).toEqual(dependants.map((r) => ({ name: r.name })));
          // Put back together, the answers are the ones given.
          const sealedRows = (secret.dependants as Record<string, unknown>[] | undefined) ?? [];
          const rows = (plain.dependants as Record<string, unknown>[]).map((r, i) => ({
            ...r,
            ...sealedRows[i],
          }));
          expect({ ...plain, ...secret, dependants: rows }).toEqual({ fullName, ssn, dependants });
          expect(secret.dependants === undefined).toBe(dependants.every((r) => r.sin === undefined));
        },
      ),
    );
  });
});
