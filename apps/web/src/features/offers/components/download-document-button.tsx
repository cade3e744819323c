import { Button } from '@mantine/core';
import type { OfferDocument } from '@opencareers/contracts/offers';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadDocument } from '../hooks/use-download-document.ts';

/** Saves a letter or document that is only read (signed already, read-only, or the offer closed). */
export function DownloadDocumentButton({ doc }: { doc: OfferDocument }) {
  const { t } = useTranslation();
  const download = useDownloadDocument();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => download(doc)}
    >
      {t('offers.letter.download')}
    </Button>
  );
}
