import { screeningSection } from '@opencareers/contracts/screening-questions';
import { describe, expect, it } from 'vitest';
import { localizeScreening } from './localize-screening.ts';

const texts = { title: 'Fragen des Teams', yes: 'Ja', no: 'Nein' };
const standard = {
  title: 'About you',
  items: [{ name: 'fullName', label: 'Full name', type: 'text' as const, required: true }],
};

describe('localizeScreening', () => {
  it("puts the screening section's title and Yes/No in the page's language, leaving the questions as written", () => {
    const screening = screeningSection([
      { id: 'visa', label: 'Do you need a visa?', type: 'yes_no', required: true, options: [] },
      { id: 'shift', label: 'Shift', type: 'single_choice', required: false, options: ['Yes', 'Late'] },
    ])!;
    const out = localizeScreening({ layout: 'plain', sections: [standard, screening] } as never, texts);
    expect(out.sections[0]).toEqual(standard);
    const section = out.sections[1]!;
    expect(section.title).toBe('Fragen des Teams');
    expect(section.items.map((f) => f.label)).toEqual(['Do you need a visa?', 'Shift']);
    expect(section.items[0]!.radioOptions!.choices).toEqual([
      { label: 'Ja', value: 'yes' },
      { label: 'Nein', value: 'no' },
    ]);
    // A company's own choices that happen to read "Yes" are theirs.
    expect(section.items[1]!.radioOptions!.choices!.map((c) => c.label)).toEqual(['Yes', 'Late']);
  });

  it('leaves a form without screening questions unchanged', () => {
    const form = { layout: 'plain', sections: [standard] } as never;
    expect(localizeScreening(form, texts)).toEqual(form);
  });
});
