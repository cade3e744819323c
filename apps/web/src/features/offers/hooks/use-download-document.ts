import type { OfferDocument } from '@opencareers/contracts/offers';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/notify/toast.ts';
import { documentBytes } from '../logic/offer-display.ts';

/** Saves a document's content as a PDF file (shell §8: its own messages for no content and failure). */
export function useDownloadDocument() {
  const { t } = useTranslation();
  return (doc: OfferDocument | undefined) => {
    const bytes = doc && documentBytes(doc);
    if (!doc || !bytes) {
      showErrorToast(t('offers.messages.noContent'));
      return;
    }
    try {
      const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${doc.name}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      showErrorToast(t('offers.messages.downloadFailed'));
    }
  };
}

/** Opens the document in a new tab for reading (the View action of the three-step flow). */
export function useViewDocument() {
  const { t } = useTranslation();
  return (doc: OfferDocument | undefined) => {
    const bytes = doc && documentBytes(doc);
    if (!bytes) {
      showErrorToast(t('offers.messages.noContent'));
      return;
    }
    const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
}
