import type { Profile } from '@opencareers/contracts/profile';
import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { describe, expect, it } from 'vitest';
import { prefillFromProfile, prefillKind, signupPrefill } from './prefill.ts';

const profile: Profile = {
  encId: 'u1',
  contact: {
    firstname: 'Jordan',
    lastname: 'Rivera',
    email: 'jordan@example.com',
    phone: '+4915112345678',
    location: 'Berlin',
  },
  place: {
    label: 'Berlin, Germany',
    city: 'Berlin',
    region: 'Berlin',
    countryCode: 'DE',
    lat: 52.5,
    lng: 13.4,
  },
  headline: '',
  summary: '',
  experience: [],
  education: [],
  skills: [],
  languages: [],
  links: [
    { label: 'Site', url: 'https://jordan.dev' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/jordan' },
  ],
  preferences: {
    workPlaces: [],
    employmentTypes: [],
    desiredLocations: [],
    relocation: false,
    payExpectation: null,
  },
  avatar: null,
  resumes: [
    {
      id: 'r1',
      fileName: 'old.pdf',
      contentType: 'application/pdf',
      size: 10,
      uploadedAt: '2026-01-01T00:00:00Z',
      isPrimary: false,
      url: '/r1',
    },
    {
      id: 'r2',
      fileName: 'jordan-rivera.pdf',
      contentType: 'application/pdf',
      size: 20,
      uploadedAt: '2025-01-01T00:00:00Z',
      isPrimary: true,
      url: '/r2',
    },
  ],
  updatedAt: '2026-01-01T00:00:00Z',
};

const form = (items: FormDefinition['sections'][number]['items']): FormDefinition => ({
  title: 'Application',
  layout: 'plain',
  sections: [{ title: 'A', items }],
});

describe('prefill from the profile', () => {
  it('fills the default application form: name, email, phone, location, link and the primary résumé', () => {
    const p = prefillFromProfile(
      form([
        { name: 'fullName', type: 'text', label: 'Full name' },
        { name: 'email', type: 'email', label: 'Email' },
        { name: 'phone', type: 'phone', label: 'Phone' },
        { name: 'location', type: 'text', label: 'Where do you live?' },
        { name: 'resume', type: 'file_upload', label: 'Resume' },
        { name: 'coverLetter', type: 'textarea', label: 'Why this role?' },
        { name: 'profileUrl', type: 'text', label: 'LinkedIn or portfolio link' },
      ]),
      profile,
    );
    expect(p.values).toEqual({
      fullName: 'Jordan Rivera',
      email: 'jordan@example.com',
      phone: '+4915112345678',
      location: 'Berlin, Germany',
      profileUrl: 'https://www.linkedin.com/in/jordan',
    });
    expect(p.resume).toEqual({ field: 'resume', entry: profile.resumes[1] });
  });

  it('splits first and last names, prefers a non-LinkedIn link for a portfolio question', () => {
    const p = prefillFromProfile(
      form([
        { name: 'given', type: 'text', label: 'First name' },
        { name: 'family', type: 'text', label: 'Last name' },
        { name: 'site', type: 'text', label: 'Portfolio' },
      ]),
      profile,
    );
    expect(p.values).toEqual({ given: 'Jordan', family: 'Rivera', site: 'https://jordan.dev' });
  });

  it('leaves alone what the profile does not know, hidden questions and look-alike questions', () => {
    const empty = {
      ...profile,
      contact: { ...profile.contact, phone: '' },
      place: null,
      links: [],
      resumes: [],
      contact2: undefined,
    } as Profile;
    const p = prefillFromProfile(
      form([
        { name: 'referrerName', type: 'text', label: 'Name of the person who referred you' },
        { name: 'phone', type: 'phone', label: 'Phone' },
        { name: 'secret', type: 'email', label: 'Email', hidden: true },
        { name: 'mail', type: 'email', label: 'Work email' },
        { name: 'other', type: 'email', label: 'Another email' },
        { name: 'workplace', type: 'text', label: 'Preferred work location' },
        { name: 'cv', type: 'file_upload', label: 'CV' },
        { name: 'photo', type: 'file_upload', label: 'Photo' },
      ]),
      { ...empty, contact: { ...empty.contact, location: '' } },
    );
    expect(p.values).toEqual({ mail: 'jordan@example.com' });
    expect(p.resume).toBeNull();
  });

  it('falls back to the newest résumé when none is primary', () => {
    const p = prefillFromProfile(form([{ name: 'resume', type: 'file_upload', label: 'Résumé' }]), {
      ...profile,
      resumes: profile.resumes.map((r) => ({ ...r, isPrimary: false })),
    });
    expect(p.resume?.entry.id).toBe('r1');
  });

  it('reads the kind of a question from its type, name or label', () => {
    expect(prefillKind({ name: 'q1', type: 'text', label: 'Your name' })).toBe('fullName');
    expect(prefillKind({ name: 'firstName', type: 'text' })).toBe('firstName');
    expect(prefillKind({ name: 'q2', type: 'text', label: 'City' })).toBe('location');
    expect(prefillKind({ name: 'q3', type: 'textarea', label: 'Full name' })).toBeNull();
    expect(prefillKind({ name: 'q4', type: 'text', label: 'GitHub profile' })).toBe('link');
  });
});

describe('sign-up prefill from typed answers', () => {
  const definition = form([
    { name: 'fullName', type: 'text', label: 'Full name' },
    { name: 'email', type: 'email', label: 'Email' },
  ]);
  it('takes the email and splits the full name', () => {
    expect(signupPrefill(definition, { fullName: ' Ana  de la Cruz ', email: 'ana@example.com ' })).toEqual({
      firstname: 'Ana',
      lastname: 'de la Cruz',
      email: 'ana@example.com',
    });
  });
  it('proposes nothing for empty answers', () => {
    expect(signupPrefill(definition, { fullName: '  ', email: 3 })).toEqual({});
  });
});
