import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Test files: the committed bench fixtures, and bad files made on the fly. */
const fixtures = path.resolve(import.meta.dirname, '../../../../../../bench/fixtures/resumes');

export const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(fixtures, name)));
export const refusalFixture = (name: string) => fixture(path.join('refusals', name));
export const expectedOf = (id: string) =>
  JSON.parse(fs.readFileSync(path.join(fixtures, `${id}.expected.json`), 'utf8')) as {
    file: string;
    name: string;
    email: string;
    phone: string;
    skills: string[];
    experience: { title: string; company: string; start: string; end: string | null }[];
  };

export const dataUrl = (bytes: Uint8Array, type = 'application/pdf') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A text PDF of `pages` pages (a 500-page "résumé"). */
export async function manyPagePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    pdf.addPage([300, 300]).drawText(`Page ${i + 1} Jane Doe`, { x: 20, y: 250, size: 12, font });
  return pdf.save();
}

/** A DOCX whose one part inflates to `mb` megabytes of zeros: a zip bomb. */
export function zipBombDocx(mb: number): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    ),
    'word/document.xml': [new Uint8Array(mb * 1024 * 1024), { level: 9 }],
  });
}
