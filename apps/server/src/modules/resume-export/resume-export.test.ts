import { resumeExportPath } from '@opencareers/contracts/resume-export';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { candidate } from '../offers/offers-test-kit.ts';
import { wrap } from './pdf-flow.ts';
import { resumeDocx } from './resume-docx.ts';
import { internationalProfile, longCareerProfile, minimalProfile } from './resume-fixtures.ts';
import { formatRange, paragraphs, resumeModel } from './resume-model.ts';
import { resumePdf } from './resume-pdf.ts';

const templates = ['classic', 'modern'] as const;

async function pdfText(bytes: Uint8Array) {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

const docxText = (bytes: Uint8Array) =>
  strFromU8(unzipSync(bytes)['word/document.xml']!)
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '');

describe('the résumé model', () => {
  it('formats month ranges and current jobs', () => {
    expect(formatRange('2021-03', null, true)).toBe('Mar 2021 – Present');
    expect(formatRange('2017-09', '2021-02')).toBe('Sep 2017 – Feb 2021');
    expect(formatRange(null, '2020-01')).toBe('Jan 2020');
    expect(formatRange(null, null)).toBe('');
  });

  it('reads bullets and paragraphs from free text', () => {
    expect(paragraphs('Intro line\ncontinues\n\n- one\n• two\nafter')).toEqual([
      { text: 'Intro line continues', bullet: false },
      { text: 'one', bullet: true },
      { text: 'two', bullet: true },
      { text: 'after', bullet: false },
    ]);
  });

  it('breaks a word longer than the line instead of letting it run off the page', () => {
    const lines = wrap(`see ${'x'.repeat(50)} end`, 20, (s) => s.length);
    expect(lines.every((l) => l.length <= 20)).toBe(true);
    expect(lines.join('').replace(/ /g, '')).toBe(`see${'x'.repeat(50)}end`);
  });
});

describe.each(templates)('the %s PDF', (template) => {
  it('shows Polish, Greek and Cyrillic text as written, in reading order, on one page', async () => {
    const bytes = await resumePdf(resumeModel(internationalProfile()), template);
    const { text, totalPages } = await pdfText(bytes);
    expect(totalPages).toBe(1);
    for (const s of [
      'Zofia Wójcik-Łukasiewicz',
      'Αθηναϊκή Τράπεζα Πληρωμών',
      'ООО «Северный Код»',
      'Разработка внутренних сервисов учёта',
      'Ελληνικά (professional)',
      'Akademia Górniczo-Hutnicza w Krakowie',
      'Mar 2021 – Present',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('[U+');
    expect(text.indexOf('Experience'.toUpperCase())).toBeLessThan(text.indexOf('EDUCATION'));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Zofia Wójcik-Łukasiewicz – Résumé');
  });

  it('flows a long career onto numbered pages and loses nothing', async () => {
    const profile = longCareerProfile();
    const { text, totalPages } = await pdfText(await resumePdf(resumeModel(profile), template));
    expect(totalPages).toBeGreaterThan(2);
    expect(text).toContain(`1 / ${totalPages}`);
    for (const e of profile.experience) expect(text).toContain(e.company);
    expect(text).toContain('Akademia Górniczo-Hutnicza');
  });

  it('makes a clean page from a profile with only a name and an email', async () => {
    const { text, totalPages } = await pdfText(await resumePdf(resumeModel(minimalProfile()), template));
    expect(totalPages).toBe(1);
    expect(text).toContain('Sam Lee');
    expect(text).toContain('sam@example.com');
    expect(text).not.toContain('EXPERIENCE');
  });
});

describe.each(templates)('the %s DOCX', (template) => {
  it('holds every section with its text in order', async () => {
    const text = docxText(await resumeDocx(resumeModel(internationalProfile()), template));
    for (const s of [
      'Zofia Wójcik-Łukasiewicz',
      'Αθηναϊκή Τράπεζα Πληρωμών',
      'ООО «Северный Код»',
      'Mentoring',
    ])
      expect(text).toContain(s);
    expect(text.indexOf('EXPERIENCE')).toBeLessThan(text.indexOf('EDUCATION'));
    expect(text).toContain('Senior Software Engineer\tMar 2021 – Present');
  });
});

describe('GET /api/pcsx/export_resume', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  it('answers 401 when logged out', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    expect((await agent.get(resumeExportPath, { query: { format: 'pdf' } })).statusCode).toBe(401);
  });

  it('sends my profile as a PDF and as a DOCX, as downloads named after me', async () => {
    const me = await candidate(t);
    const name = `${demoTenant.candidate.firstname} ${demoTenant.candidate.lastname}`;
    const pdf = await me.get(resumeExportPath, { query: { format: 'pdf', template: 'modern' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${name} - Resume.pdf"; filename*=UTF-8''${encodeURIComponent(`${name} - Resume.pdf`)}`,
    );
    expect((await pdfText(new Uint8Array(pdf.rawPayload))).text).toContain(name);

    const docx = await me.get(resumeExportPath, { query: { format: 'docx' } });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toMatch(/wordprocessingml/);
    expect(docxText(new Uint8Array(docx.rawPayload))).toContain(name);
  });

  it('refuses an unknown format or template with 400', async () => {
    const me = await candidate(t);
    expect((await me.get(resumeExportPath, { query: { format: 'odt' } })).statusCode).toBe(400);
    expect((await me.get(resumeExportPath, { query: { format: 'pdf', template: 'fancy' } })).statusCode).toBe(
      400,
    );
  });
});
