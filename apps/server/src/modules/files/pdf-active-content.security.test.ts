import { formDefinitionSchema } from '@opencareers/forms/core/definition-schema';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { inspectUploads } from '../forms/submission-files.ts';
import { assertPdf } from './check-pdf.ts';
import { activePdfMessage, findActiveContent } from './pdf-active-content.ts';

/* issue 13 item 11: PDFs with scripts, automatic actions or embedded files are refused. */

type Shape = (doc: PDFDocument) => void;

async function pdf(shape: Shape = () => {}, useObjectStreams = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Curriculum vitae', { x: 50, y: 700 });
  shape(doc);
  return doc.save({ useObjectStreams });
}

const jsAction = (doc: PDFDocument) =>
  doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });

const shapes: Record<string, Shape> = {
  'an /OpenAction running JavaScript': (doc) => doc.catalog.set(PDFName.of('OpenAction'), jsAction(doc)),
  'a document-level /JavaScript name tree': (doc) => {
    const js = doc.context.obj({ Names: [PDFString.of('init'), doc.context.register(jsAction(doc))] });
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.register(js) }));
  },
  'a link annotation that launches a program': (doc) => {
    const annot = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 100, 100],
      A: { S: 'Launch', F: PDFString.of('calc.exe') },
    });
    doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
  },
  'a page with additional actions (/AA)': (doc) =>
    doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: jsAction(doc) })),
  'an embedded file': (doc) => {
    void doc.attach(new TextEncoder().encode('MZ payload'), 'payload.exe', {
      mimeType: 'application/octet-stream',
    });
  },
  'a form that submits itself': (doc) =>
    doc.catalog.set(
      PDFName.of('OpenAction'),
      doc.context.obj({ S: 'SubmitForm', F: PDFString.of('https://x') }),
    ),
};

const load = (bytes: Uint8Array) => PDFDocument.load(bytes, { updateMetadata: false });

describe('PDF active content', () => {
  it('accepts a plain PDF and an opening destination (go to page 1)', async () => {
    expect(findActiveContent(await load(await pdf()))).toBeUndefined();
    const withDestination = await pdf((doc) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, PDFName.of('Fit')])),
    );
    expect(findActiveContent(await load(withDestination))).toBeUndefined();
    await expect(assertPdf(withDestination)).resolves.toBeUndefined();
  });

  for (const [what, shape] of Object.entries(shapes)) {
    it(`refuses ${what}, also inside compressed object streams`, async () => {
      for (const compressed of [false, true]) {
        const bytes = await pdf(shape, compressed);
        expect({ what, compressed, found: findActiveContent(await load(bytes)) }).toMatchObject({
          found: expect.any(String),
        });
        const refused = await assertPdf(bytes).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(HttpError);
        expect((refused as HttpError).message).toBe(activePdfMessage);
      }
    });
  }

  it('sees through compression where a byte grep is blind', async () => {
    const bytes = await pdf(shapes['an /OpenAction running JavaScript']!, true);
    expect(Buffer.from(bytes).includes('/JavaScript')).toBe(false);
    expect(findActiveContent(await load(bytes))).toBeDefined();
  });

  it('refuses a résumé with JavaScript in a form submission, with the field named', async () => {
    const definition = formDefinitionSchema.parse({
      sections: [{ title: 'Documents', items: [{ name: 'resume', type: 'file_upload', label: 'Resume' }] }],
    });
    const file = (bytes: Uint8Array) => ({
      uid: 'cv-uid',
      name: 'cv.pdf',
      size: bytes.byteLength,
      type: 'application/pdf',
      content: `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`,
      status: 'done' as const,
    });
    const bad = await inspectUploads(definition, {
      resume: [file(await pdf(shapes['a document-level /JavaScript name tree']!, true))],
    });
    expect(bad.errors).toEqual({ resume: activePdfMessage });
    expect(bad.uploads.size).toBe(0);
    const good = await inspectUploads(definition, { resume: [file(await pdf())] });
    expect(good.errors).toEqual({});
    expect(good.uploads.size).toBe(1);
  });
});
