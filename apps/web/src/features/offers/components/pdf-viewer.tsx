import { Alert, Box, Skeleton, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
// The worker ships with our own build (no CDN), so the site works offline and under our CSP.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** Shows every page of a PDF as an image the width of its column (pdf.js via react-pdf). */
export function PdfViewer({ bytes, name }: { bytes: Uint8Array; name: string }) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const [pages, setPages] = useState(0);
  const [failed, setFailed] = useState(false);
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const file = useMemo(() => ({ data: bytes.slice() }), [bytes]);
  const pageNumbers = useMemo(() => Array.from({ length: pages }, (_, i) => i + 1), [pages]);
  if (failed) return <Alert color="yellow">{t('offers.letter.pdfFailed')}</Alert>;
  return (
    <Box
      ref={ref}
      data-testid="pdf-viewer"
      style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 8 }}
      p="xs"
    >
      <Document
        file={file}
        onLoadSuccess={(pdf) => setPages(pdf.numPages)}
        onLoadError={() => setFailed(true)}
        loading={<Skeleton height={480} aria-label={t('offers.letter.loadingPdf')} />}
        error={<Alert color="yellow">{t('offers.letter.pdfFailed')}</Alert>}
      >
        <Stack gap="xs">
          {pageNumbers.map((n) => (
            <Box
              key={n}
              role="img"
              aria-label={t('offers.letter.pdfLabel', { name, page: n, pages })}
              style={{ boxShadow: 'var(--mantine-shadow-xs)' }}
            >
              <Page
                pageNumber={n}
                width={width > 0 ? Math.min(width, 900) : undefined}
                renderTextLayer={false}
                renderAnnotationLayer={false}
              />
            </Box>
          ))}
        </Stack>
      </Document>
    </Box>
  );
}
