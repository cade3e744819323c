import { describe, expect, it } from 'vitest';
import { checkDraft, clearErrorsOf, emptyDraft, fieldsOf } from './job-draft.ts';

const berlin = { city: 'Berlin', region: null, country: 'Germany', countryCode: 'DE', lat: 52.5, lng: 13.4 };

describe('job draft', () => {
  it('names each missing or inconsistent field by its path', () => {
    const errors = checkDraft({ ...emptyDraft(), payMin: 10, payMax: 5 });
    expect(Object.keys(errors).sort()).toEqual(['department', 'locations', 'payCurrency', 'payMax', 'title']);
  });

  it('accepts a complete draft and turns empty inputs into nulls', () => {
    const draft = { ...emptyDraft(), title: 'Engineer', department: 'R&D', locations: [berlin] };
    expect(checkDraft(draft)).toEqual({});
    const body = fieldsOf(draft);
    expect(body).toMatchObject({
      payMin: null,
      payMax: null,
      payCurrency: null,
      payPeriod: null,
      expiresAt: null,
      applicationFormId: null,
    });
    expect(body).not.toHaveProperty('externalId');
  });

  it("sends the job's own form, and the standard one as null", () => {
    const draft = { ...emptyDraft(), title: 'Engineer', department: 'R&D', locations: [berlin] };
    const id = '0b8f3c2e-4d7a-4c1b-9e6f-2a5d8c7b1e90';
    expect(fieldsOf({ ...draft, applicationFormId: id }).applicationFormId).toBe(id);
    expect(checkDraft({ ...draft, applicationFormId: 'not-a-form' })).toEqual({
      applicationFormId: 'Choose one of your forms',
    });
  });

  it("sends the job's language, and the company's default as null", () => {
    const draft = { ...emptyDraft(), title: 'Engineer', department: 'R&D', locations: [berlin] };
    expect(fieldsOf(draft).language).toBeNull();
    expect(fieldsOf({ ...draft, language: 'de' }).language).toBe('de');
    expect(checkDraft({ ...draft, language: 'klingonish' })).toHaveProperty('language');
  });

  it('lets a remote job go without places, and treats the empty editor as no description', () => {
    const draft = {
      ...emptyDraft(),
      title: 'Remote',
      department: 'Ops',
      workPlace: 'remote' as const,
      descriptionHtml: '<p></p>',
    };
    expect(checkDraft(draft)).toEqual({});
    expect(fieldsOf(draft).descriptionHtml).toBe('');
  });

  it('ends a closing day at the end of that day', () => {
    const at = fieldsOf({ ...emptyDraft(), expiresOn: '2030-05-01' }).expiresAt!;
    expect(new Date(at).getDate()).toBe(1);
    expect(new Date(at).getHours()).toBe(23);
  });
});

describe('clearErrorsOf', () => {
  it("drops the edited field's errors (and a place's), keeping the others", () => {
    const errors = { title: 'x', 'locations.0.city': 'y', department: 'z', expiresAt: 'w' };
    expect(clearErrorsOf(errors, ['title', 'locations', 'expiresOn'])).toEqual({ department: 'z' });
    expect(clearErrorsOf({ payMax: 'a', payCurrency: 'b', title: 'c' }, ['payCurrency'])).toEqual({
      title: 'c',
    });
  });
});
