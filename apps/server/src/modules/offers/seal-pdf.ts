import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import { type TenantSigningKey, toP12 } from './signing-key.ts';

// A named import: the package is compiled CommonJS whose default export Node's ESM loader
// does not unwrap (under `node --import tsx` the default is the module object).
const signpdf = new SignPdf();

export interface SealInfo {
  /** Who the signature is for, e.g. the candidate's name (the signature dictionary's /Name). */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/**
 * Adds a PAdES-style (ETSI.CAdES.detached) digital signature made with the tenant's key to a
 * pdf-lib document and answers the signed bytes. Any later change to the bytes makes readers
 * (and `pdfsig`) report the signature broken. Must be the document's last change.
 */
export async function sealPdf(pdf: PDFDocument, key: TenantSigningKey, info: SealInfo): Promise<Uint8Array> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: info.reason,
    contactInfo: info.contactInfo,
    name: info.name,
    location: info.location,
    signingTime: info.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'OpenCareers',
  });
  // Classic cross-reference table: the placeholder's byte range must be found in plain text.
  const withPlaceholder = await pdf.save({ useObjectStreams: false });
  const { p12, passphrase } = toP12(key);
  const signed = await signpdf.sign(
    Buffer.from(withPlaceholder),
    new P12Signer(p12, { passphrase }),
    info.signingTime,
  );
  return new Uint8Array(signed);
}
