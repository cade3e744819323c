import { resumeErrorCodes, resumeLimits } from '@opencareers/contracts/resume';
import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume.ts';
import { expectedOf, fixture, manyPagePdf, refusalFixture, zipBombDocx } from './test-files.ts';

const refusal = async (name: string, bytes: Uint8Array) => {
  try {
    await parseResume(name, bytes);
  } catch (error) {
    return error as { statusCode: number; code: string; message: string };
  }
  throw new Error(`${name} was not refused`);
};

describe('parseResume on fixtures', () => {
  it.each([
    'en-us-backend-senior', // pdfkit, one column, dates under the title
    'en-uk-student-marketing', // pdf-lib, two columns
    'de-de-werkstudentin', // docx, company above title, German headings and dates
    'fr-ch-finance-long', // groff, year-only dates before the title
    'es-es-txt-cocinero-a-dev', // plain text, Spanish
  ])('reads %s as a reader would', async (id) => {
    const expected = expectedOf(id);
    const { proposal, fileType } = await parseResume(expected.file, fixture(expected.file));
    expect(fileType).toBe(expected.file.split('.').pop());
    expect(`${proposal.contact.firstname} ${proposal.contact.lastname}`).toBe(expected.name);
    expect(proposal.contact.email).toBe(expected.email);
    expect(proposal.contact.phone).toBe(expected.phone);
    expect(proposal.skills.length).toBe(expected.skills.length);
    expect(
      proposal.experience.map((e) => [
        e.title,
        e.company,
        e.startMonth?.slice(0, expected.experience[0]!.start.length),
      ]),
    ).toEqual(expected.experience.map((e) => [e.title, e.company, e.start]));
  });

  it('reads the sidebar of a two-column PDF as one block, after the name', async () => {
    const { proposal } = await parseResume('cv.pdf', fixture('es-ar-disenador-2col.pdf'));
    expect(proposal.contact.location).toBe('Buenos Aires, Argentina');
    expect(proposal.skills.map((s) => s.name)).toContain('Figma');
    expect(proposal.languages).toContainEqual({ name: 'Español', level: 'native' });
    expect(proposal.experience[0]).toMatchObject({
      title: 'Diseñador UX/UI Senior',
      current: true,
      endMonth: null,
    });
  });

  it('maps skills to the taxonomy and keeps the links as https addresses', async () => {
    const { proposal } = await parseResume('cv.pdf', fixture('en-us-backend-senior.pdf'));
    expect(proposal.skills.find((s) => s.name === 'PostgreSQL')).toEqual({
      name: 'PostgreSQL',
      taxonomyId: 'PostgreSQL',
    });
    expect(proposal.links.map((l) => l.url)).toContain('https://github.com/mbennett-dev');
  });
});

describe('parseResume refusals (nothing is read further)', () => {
  it.each([
    ['encrypted.pdf', resumeErrorCodes.encrypted, 'password-protected'],
    ['scanned.pdf', resumeErrorCodes.imageOnly, 'no text'],
    ['legacy.doc', resumeErrorCodes.legacyDoc, '.doc'],
  ])('%s → %s', async (name, code, words) => {
    const error = await refusal(name, refusalFixture(name));
    expect(error.code).toBe(code);
    expect(error.statusCode).toBeGreaterThanOrEqual(400);
    expect(error.statusCode).toBeLessThan(500);
    expect(error.message).toContain(words);
  });

  it('refuses a legacy Word file even when it is named .docx', async () => {
    expect((await refusal('cv.docx', refusalFixture('legacy.doc'))).code).toBe(resumeErrorCodes.legacyDoc);
  });

  it('refuses an empty file and a whitespace-only text', async () => {
    expect((await refusal('cv.pdf', new Uint8Array())).code).toBe(resumeErrorCodes.empty);
    expect((await refusal('cv.txt', new TextEncoder().encode('  \n\n  '))).code).toBe(resumeErrorCodes.empty);
  });

  it('refuses content that does not match its name', async () => {
    expect((await refusal('cv.docx', fixture('en-us-backend-senior.pdf'))).code).toBe(
      resumeErrorCodes.typeMismatch,
    );
    expect((await refusal('cv.pdf', fixture('en-in-data-scientist.txt'))).code).toBe(
      resumeErrorCodes.typeMismatch,
    );
    expect((await refusal('cv.txt', fixture('de-de-werkstudentin.docx'))).code).toBe(
      resumeErrorCodes.typeMismatch,
    );
    expect((await refusal('photo.png', fixture('en-in-data-scientist.txt'))).code).toBe(
      resumeErrorCodes.unsupportedType,
    );
  });

  it('refuses a file over the size limit before parsing it', async () => {
    const big = new Uint8Array(resumeLimits.maxBytes + 1).fill(0x41);
    expect((await refusal('cv.txt', big)).code).toBe(resumeErrorCodes.tooLarge);
  });

  it('refuses a PDF past the page cap without reading its pages', async () => {
    const error = await refusal('book.pdf', await manyPagePdf(500));
    expect(error.code).toBe(resumeErrorCodes.tooManyPages);
  });

  it('refuses a zip-bomb DOCX from its declared sizes, before inflating it', async () => {
    // 12 MB of zeros squeeze into a few kilobytes: far past any document's ratio.
    const bomb = zipBombDocx(12);
    expect(bomb.length).toBeLessThan(100_000);
    const error = await refusal('cv.docx', bomb);
    expect(error.code).toBe(resumeErrorCodes.archiveTooLarge);
  });

  it('refuses a damaged PDF as unreadable', async () => {
    const broken = fixture('en-us-backend-senior.pdf').slice(0, 2000);
    expect((await refusal('cv.pdf', broken)).code).toBe(resumeErrorCodes.unreadable);
  });
});
