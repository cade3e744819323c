import type { ParsedResume } from '@opencareers/contracts/profile';
import { describe, expect, it } from 'vitest';
import { acceptedOf, keptCount, reviewOf } from './review-state.ts';

const proposal: ParsedResume = {
  contact: { firstname: 'Ana', lastname: 'Sousa', email: 'ana@example.com', location: 'Lisboa, Portugal' },
  headline: 'Engenheira de Software',
  experience: [
    {
      title: 'Engenheira',
      company: 'OutSystems',
      location: '',
      startMonth: '2019-10',
      endMonth: null,
      current: true,
      description: '',
    },
    {
      title: 'Estagiária',
      company: 'Farfetch',
      location: '',
      startMonth: '2018-01',
      endMonth: '2018-06',
      current: false,
      description: '',
    },
  ],
  education: [],
  skills: [
    { name: 'C#', taxonomyId: 'C#' },
    { name: 'Azure', taxonomyId: 'Azure' },
  ],
  languages: [],
  links: [],
};

describe('résumé review', () => {
  it('keeps everything by default', () => {
    const review = reviewOf(proposal);
    expect(acceptedOf(review)).toEqual(proposal);
    expect(review.experience.map((e) => e.id)).toEqual(['experience-0', 'experience-1']);
    expect(keptCount(review)).toBe(4 + 1 + 2 + 2);
  });

  it('drops what is unticked and takes edits', () => {
    const review = reviewOf(proposal);
    review.experience[1]!.keep = false;
    review.experience[0]!.value = { ...review.experience[0]!.value, title: 'Engenheira Sénior' };
    review.contact.location!.keep = false;
    review.skills[0]!.value = { name: '  C# .NET ', taxonomyId: null };
    const accepted = acceptedOf(review);
    expect(accepted.experience.map((e) => e.title)).toEqual(['Engenheira Sénior']);
    expect(accepted.contact.location).toBeUndefined();
    expect(accepted.skills[0]).toEqual({ name: 'C# .NET', taxonomyId: null });
  });

  it('drops a contact field emptied by an edit', () => {
    const review = reviewOf(proposal);
    review.contact.email!.value = '   ';
    expect(acceptedOf(review).contact.email).toBeUndefined();
  });
});
