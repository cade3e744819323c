import { describe, expect, it } from 'vitest';
import { findDateRange } from './dates.ts';
import { readExperience } from './experience.ts';
import { sectionOf } from './headings.ts';
import { readLanguages } from './languages.ts';

/** Parser bugs the held-out résumé set (bench/fixtures/resumes-heldout) found. */
describe('fixes found by the held-out résumés', () => {
  it('reads "Company, Town, ST" as a company and a US place, and "School Nurse" as the title', () => {
    const [job] = readExperience([
      'Brookline Public Schools, Brookline, MA',
      'School Nurse',
      '08/2016 - 06/2024',
      '- Cared for 900 pupils.',
    ]);
    expect(job).toMatchObject({
      title: 'School Nurse',
      company: 'Brookline Public Schools',
      location: 'Brookline, MA',
      startMonth: '2016-08',
      endMonth: '2024-06',
    });
  });

  it('finishes a company line that wrapped after its separator in a narrow column', () => {
    const jobs = readExperience([
      'Construtora Douro S.A. — Porto junho de 2018 – atual',
      'Diretor de obra',
      '• Direção de obras.',
      'Atlântico Engenharia Lda — setembro de 2013 – maio de 2018',
      'Braga',
      'Engenheiro civil',
      '• Projeto de estruturas.',
    ]);
    expect(jobs[1]).toMatchObject({ title: 'Engenheiro civil', company: 'Atlântico Engenharia Lda' });
    expect(jobs[1]!.description).toBe('Projeto de estruturas.');
  });

  it('knows Italian headings, months, job words and language levels', () => {
    expect(sectionOf('ESPERIENZE PROFESSIONALI')).toBe('experience');
    expect(sectionOf('Istruzione')).toBe('education');
    expect(sectionOf('Competenze')).toBe('skills');
    expect(sectionOf('Lingue')).toBe('languages');
    expect(findDateRange('apr 2020 – oggi')).toMatchObject({ current: true });
    const [job] = readExperience([
      'Sviluppatrice full stack — Lombarda Commerce S.p.A.',
      'mag 2020 – oggi | Milano',
    ]);
    expect(job).toMatchObject({ title: 'Sviluppatrice full stack', startMonth: '2020-05', current: true });
    expect(readLanguages(['Italiano — Madrelingua', 'Inglese — C1'])).toEqual([
      { name: 'Italiano', level: 'native' },
      { name: 'Inglese', level: 'fluent' },
    ]);
  });
});
