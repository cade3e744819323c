import { PDFDocument, rgb } from 'pdf-lib';
import {
  codePointNote,
  type DocFont,
  drawLine,
  embedFonts,
  fullyCovered,
  textWidth,
  wrapText,
} from './pdf-text.ts';

export interface OfferLetterInput {
  companyName: string;
  candidateName: string;
  positionTitle: string;
  department: string;
  payAmount: number | null;
  payCurrency: string | null;
  payPeriod: string | null;
  startDate: string | null;
  expiresAt: Date | null;
  kind: 'job' | 'contract';
  issuedAt: Date;
}

const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

export function formatPay(
  amount: number | null,
  currency: string | null,
  period: string | null,
): string | null {
  if (amount === null || !currency) return null;
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
  return period ? `${money} per ${period}` : money;
}

/** The company's standard offer letter, filled in with the candidate's, position's and pay details. */
export async function generateOfferLetter(input: OfferLetterInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Document metadata is stored as UTF-16, so it needs no font.
  pdf.setTitle(`Offer letter - ${input.positionTitle}`);
  pdf.setAuthor(input.companyName);
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  const { regular: font, bold } = await embedFonts(pdf, ['regular', 'bold']);
  const page = pdf.addPage([612, 792]);
  const width = 612 - 144;
  let y = 720;
  const para = (text: string, size = 11, f: DocFont = font, after = 10) => {
    for (const l of wrapText(text, width, (s) => textWidth(f, s, size))) {
      drawLine(page, l, { x: 72, y, size, font: f, color: rgb(0.1, 0.1, 0.12) });
      y -= size + 5;
    }
    y -= after;
  };

  para(input.companyName, 18, bold, 4);
  para(usDate(input.issuedAt), 10, font, 24);
  para(`Dear ${input.candidateName},`);
  const role = input.kind === 'contract' ? 'contract engagement as' : 'position of';
  para(
    `We are delighted to offer you the ${role} ${input.positionTitle} in our ${input.department} team at ${input.companyName}.`,
  );
  const pay = formatPay(input.payAmount, input.payCurrency, input.payPeriod);
  if (pay) para(`Your ${input.kind === 'contract' ? 'rate' : 'base salary'} will be ${pay}.`);
  if (input.startDate) {
    const [yy, mm, dd] = input.startDate.split('-');
    para(`Your anticipated start date is ${mm}/${dd}/${yy}.`);
  }
  para(
    'This offer is contingent on the verification of your right to work and the accuracy of the information you provided during the hiring process.',
  );
  if (input.expiresAt) para(`This offer remains open until ${usDate(input.expiresAt)}.`);
  para(
    'To accept, sign this letter electronically. If you have any questions, reply to your recruiter and we will be glad to help.',
  );
  para('We look forward to working with you.', 11, font, 30);
  para('Sincerely,', 11, font, 2);
  para(`The ${input.companyName} hiring team`, 11, bold, 40);
  para('Candidate signature: ______________________________', 11);
  const typedIn = [input.companyName, input.candidateName, input.positionTitle, input.department];
  if (!typedIn.every((t) => fullyCovered(font, t) && fullyCovered(bold, t))) para(codePointNote, 9);
  return pdf.save();
}
