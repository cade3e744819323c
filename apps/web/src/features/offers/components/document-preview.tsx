import { Text } from '@mantine/core';
import type { OfferDocument } from '@opencareers/contracts/offers';
import { useTranslation } from 'react-i18next';
import { LazyPdfViewer as PdfViewer } from './lazy-pdf-viewer.tsx';

/** A letter or document as the candidate reads it: the PDF, or the §8 text when it has none. */
export function DocumentPreview({ doc }: { doc: OfferDocument }) {
  const { t } = useTranslation();
  return doc.b64_string ? (
    <PdfViewer b64={doc.b64_string} name={doc.name} />
  ) : (
    <Text>{t('offers.messages.noContent')}</Text>
  );
}
