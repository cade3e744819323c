import type { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/client.ts';
import { databaseFileStorage as storage } from '../files/storage.ts';
import type { SealInfo } from './seal-pdf.ts';
import { tenantSigningKey } from './signing-key.ts';

/**
 * Stores a stamped signed copy twice: as it is (so a countersignature can stamp it again) and
 * sealed with the tenant's digital signature (the file the candidate and company download).
 * The sealing libraries (@signpdf, node-forge) load with the first signed offer, not at start
 * (issue 19: ~17 MB resident an idle server does not need).
 */
export async function storeSignedCopy(
  tx: Db,
  tenantId: string,
  offerId: string,
  documentName: string,
  stamped: PDFDocument,
  seal: SealInfo,
) {
  const unsealedBytes = await stamped.save({ useObjectStreams: false });
  const { sealPdf } = await import('./seal-pdf.ts');
  const sealedBytes = await sealPdf(stamped, await tenantSigningKey(tx, tenantId), seal);
  const unsealed = await storage.put(tx, tenantId, {
    content: unsealedBytes,
    contentType: 'application/pdf',
    filename: `${documentName} - signed (unsealed).pdf`,
    prefix: `offers/${offerId}/unsealed`,
  });
  const sealed = await storage.put(tx, tenantId, {
    content: sealedBytes,
    contentType: 'application/pdf',
    filename: `${documentName} - signed.pdf`,
    prefix: `offers/${offerId}/signed`,
  });
  return { signedKey: sealed.key, unsealedKey: unsealed.key, sha256: sealed.sha256 };
}
