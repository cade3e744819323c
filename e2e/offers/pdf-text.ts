import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text as a reader's tool sees it (pdf.js), with runs of white space made one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
