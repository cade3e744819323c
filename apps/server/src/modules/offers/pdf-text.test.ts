import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { generateOfferLetter, type OfferLetterInput } from './offer-letter-template.ts';
import { codePointNote, embedFonts, textRuns } from './pdf-text.ts';
import { signPdf } from './sign-pdf.ts';
import { textPdf } from './text-pdf.ts';

/** Reads the text back with pdf.js, which decodes embedded fonts through their ToUnicode maps. */
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

const letterFor = (over: Partial<OfferLetterInput>) =>
  generateOfferLetter({
    companyName: 'Northwind Traders',
    candidateName: 'Jordan Rivera',
    positionTitle: 'Backend Engineer',
    department: 'Engineering',
    payAmount: 120000,
    payCurrency: 'USD',
    payPeriod: 'year',
    startDate: '2027-01-04',
    expiresAt: null,
    kind: 'job',
    issuedAt: new Date('2026-11-22T00:00:00Z'),
    ...over,
  });

const signAs = (pdf: Uint8Array, signerName: string) =>
  signPdf(pdf, {
    signerName,
    signedAt: new Date('2026-11-23T10:00:00Z'),
    method: 'typed',
    ip: '127.0.0.1',
    documentName: 'Offer letter',
    sha256Before: 'a'.repeat(64),
    offerId: '00000000-0000-4000-8000-000000000000',
  });

const names = {
  polish: 'Zoë Łukasiewicz',
  german: 'Jürgen Weiß',
  czech: 'Řehoř Šťastný',
  vietnamese: 'Nguyễn Thị Minh Khai',
  turkish: 'Şükrü Ağaoğlu',
  russian: 'Ирина Петрова',
  ukrainian: 'Олексій Ґудзь',
  greek: 'Ελένη Παπαδοπούλου',
};
const rightToLeft = { hebrew: 'שרה כהן', arabic: 'محمد علي' };

/** The text items pdf.js finds on the last page, each in logical (reading) order. */
async function lastPageItems(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const page = await doc.getPage(doc.numPages);
  const { items } = await page.getTextContent();
  return items.map((i) => ('str' in i ? i.str : ''));
}

describe('offer PDFs draw names in every supported script as typed', () => {
  for (const [script, name] of Object.entries(names)) {
    it(`${script}: the letter and the signed copy carry "${name}"`, async () => {
      const letter = await letterFor({ candidateName: name, positionTitle: `Lead ${name}` });
      const letterText = await textOf(letter);
      expect(letterText).toContain(`Dear ${name},`);
      expect(letterText).toContain(`Lead ${name}`);
      expect(letterText).not.toContain('?');
      expect(letterText).not.toContain('[U+');

      const signedText = await textOf(await signAs(letter, name));
      expect(signedText).toContain(`Signed by: ${name}`);
      expect(signedText).toContain(`Signed by ${name} on 2026-11-23T10:00:00.000Z`);
      expect(signedText).not.toContain('?');
      expect(signedText).not.toContain(codePointNote);
    });
  }

  for (const [script, name] of Object.entries(rightToLeft)) {
    it(`${script}: the right-to-left name is shaped, in reading order, on the letter and signature`, async () => {
      const letter = await letterFor({ candidateName: name, positionTitle: `Lead ${name}` });
      const letterText = await textOf(letter);
      // pdf.js reorders a line by its own guess of the line's direction, so only the name's own
      // characters are compared in order; the visual placement is covered by textRuns below.
      expect(letterText).toContain(name);
      expect(letterText).toContain(`position of Lead ${name} in our`);
      expect(letterText).not.toContain('?');
      const signed = await signAs(letter, name);
      expect(await lastPageItems(signed)).toContain(name);
      expect(await textOf(signed)).not.toContain(codePointNote);
    });
  }

  it('runs: a right-to-left name inside an English sentence is one run in its place', async () => {
    const pdf = await PDFDocument.create();
    const { regular, italic } = await embedFonts(pdf, ['regular', 'italic']);
    expect(textRuns(regular, 'Dear محمد علي, welcome').map((r) => [r.text, r.rtl])).toEqual([
      ['Dear ', false],
      ['محمد علي', true],
      [', welcome', false],
    ]);
    // The oblique face has no Arabic, so that run falls back to the upright face.
    expect(textRuns(italic, 'Ali علي').map((r) => [r.text, r.face])).toEqual([
      ['Ali ', 0],
      ['علي', 1],
    ]);
  });

  it('company names and position titles in other scripts are drawn too, also in bold', async () => {
    const text = await textOf(
      await letterFor({
        companyName: 'Αθηνά Λτδ',
        positionTitle: 'Инженер-программист',
        department: 'Ωmega',
      }),
    );
    expect(text).toContain('Αθηνά Λτδ');
    expect(text).toContain('The Αθηνά Λτδ hiring team');
    expect(text).toContain('position of Инженер-программист in our Ωmega');
  });

  it('characters no embedded font has are written as code points, with a note, never as ?', async () => {
    const letter = await letterFor({ candidateName: '王伟' });
    const letterText = await textOf(letter);
    expect(letterText).toContain('Dear [U+738B][U+4F1F],');
    expect(letterText).toContain(codePointNote);
    const signedText = await textOf(await signAs(letter, '王伟'));
    expect(signedText).toContain('Signed by: [U+738B][U+4F1F]');
    expect(signedText).toContain(codePointNote);
    expect(signedText).not.toContain('?');
  });

  it('a signed copy of an uploaded PDF gets the stamp in the same fonts', async () => {
    const upload = await textPdf('Confidentiality agreement', ['Keep it secret.']);
    const text = await textOf(await signAs(upload, 'Ελένη Παπαδοπούλου'));
    expect(text).toContain('Confidentiality agreement');
    expect(text).toContain('Signed by: Ελένη Παπαδοπούλου');
  });

  it('subsets the font: a letter stays far below the size of the embedded font files', async () => {
    const letter = await letterFor({ candidateName: names.polish });
    // DejaVu Sans alone is 757 kB; the subset letter (regular, bold, oblique) is about 20 kB.
    expect(letter.length).toBeLessThan(40_000);
  });
});

const letters = (ranges: [number, number][]) =>
  fc.constantFrom(...ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)));
const latin = letters([
  [0x41, 0x5a],
  [0x61, 0x7a],
  [0xc0, 0xd6],
  [0xd8, 0xf6],
  [0xf8, 0xff],
  [0x100, 0x17f],
]);
const cyrillic = letters([[0x400, 0x45f]]);
const greek = letters([
  [0x386, 0x386],
  [0x388, 0x38a],
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ce],
]);
const word = (alphabet: fc.Arbitrary<number>) =>
  fc.array(alphabet, { minLength: 1, maxLength: 10 }).map((cps) => String.fromCodePoint(...cps));
const nameArb = fc
  .array(fc.oneof(word(latin), word(cyrillic), word(greek)), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));

describe('property: any Latin, Cyrillic or Greek name', () => {
  it('is drawn without throwing and reads back exactly from the letter and the signature page', async () => {
    await fc.assert(
      fc.asyncProperty(nameArb, async (name) => {
        const letter = await letterFor({ candidateName: name });
        const text = await textOf(await signAs(letter, name));
        expect(text).toContain(`Dear ${name},`);
        expect(text).toContain(`Signed by: ${name}`);
        expect(text).not.toContain('[U+');
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});

describe('property: any Unicode text at all', () => {
  it('never makes drawing throw, whatever the script, marks, controls or unpaired surrogates', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (name) => {
        const letter = await letterFor({ candidateName: name, companyName: name, positionTitle: name });
        const signed = await signAs(letter, name);
        expect((await getDocumentProxy(new Uint8Array(signed))).numPages).toBe(2);
      }),
      // Each run lays out, signs and parses two PDFs (~0.5 s quiet, several seconds on a loaded
      // CI machine): 20 runs of 40 arbitrary code units still cover every class of input.
      { numRuns: 20 },
    );
  }, 300_000);
});
