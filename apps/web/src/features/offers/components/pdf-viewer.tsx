import { ActionIcon, Alert, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker ships with our own build (no CDN), so the site works offline and under our CSP.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentBytes } from '../logic/offer-display.ts';
import { maxCanvasSide, nextZoom, zoomSteps } from '../logic/pdf-zoom.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** One page drawn on a canvas at the column's width (and the screen's pixel density). */
function PdfPage({
  pdf,
  n,
  width,
  label,
}: {
  pdf: PDFDocumentProxy;
  n: number;
  width: number;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | undefined;
    void pdf.getPage(n).then((page) => {
      const el = canvas.current;
      if (cancelled || !el) return;
      const base = page.getViewport({ scale: 1 });
      // A zoomed page on a dense screen could exceed what a canvas may hold: draw less sharply then.
      const ratio = Math.min(window.devicePixelRatio || 1, maxCanvasSide / width);
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      el.width = Math.floor(viewport.width);
      el.height = Math.floor(viewport.height);
      el.style.width = `${width}px`;
      el.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvas: el, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, n, width]);
  return (
    <Box role="img" aria-label={label} style={{ boxShadow: 'var(--mantine-shadow-xs)', lineHeight: 0 }}>
      <canvas ref={canvas} />
    </Box>
  );
}

/**
 * Shows every page of a PDF (pdf.js), loaded once per content, drawn to the column's width;
 * zoom buttons enlarge the pages inside a scrolling frame (a letter at a phone's width has
 * text about 6 px high).
 */
export function PdfViewer({ b64, name }: { b64: string; name: string }) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState<number>(zoomSteps[0]);

  useEffect(() => {
    const data = documentBytes({ b64_string: b64 });
    setFailed(!data);
    if (!data) return;
    // A new document (a live preview changes often) destroys the old task, which rejects it:
    // that rejection is not a failure of the document now shown.
    let current = true;
    const task = getDocument({ data });
    task.promise.then(
      (doc) => current && setPdf(doc),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      setPdf(null);
      void task.destroy();
    };
  }, [b64]);

  if (failed) return <Alert color="yellow">{t('offers.letter.pdfFailed')}</Alert>;
  const pages = pdf?.numPages ?? 0;
  const fitWidth = Math.min(Math.max(width, 0), 900);
  const pageWidth = Math.round(fitWidth * zoom);
  const zoomed = zoom > zoomSteps[0];
  return (
    <Stack gap="xs">
      {pdf ? (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setZoom((z) => nextZoom(z, -1))}
            disabled={!zoomed}
            aria-label={t('offers.letter.zoomOut')}
          >
            <IconZoomOut size={18} aria-hidden />
          </ActionIcon>
          <Text size="sm" miw="4ch" ta="center" aria-live="polite">
            {t('offers.letter.zoomLevel', { percent: Math.round(zoom * 100) })}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setZoom((z) => nextZoom(z, 1))}
            disabled={zoom >= zoomSteps[zoomSteps.length - 1]!}
            aria-label={t('offers.letter.zoomIn')}
          >
            <IconZoomIn size={18} aria-hidden />
          </ActionIcon>
          <Button
            variant="default"
            size="compact-md"
            onClick={() => setZoom(zoomSteps[0])}
            disabled={!zoomed}
          >
            {t('offers.letter.fitWidth')}
          </Button>
        </Group>
      ) : null}
      <Box
        ref={ref}
        data-testid="pdf-viewer"
        style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 8, overflow: 'auto', minWidth: 0 }}
        p="xs"
        // A zoomed letter scrolls inside this frame: keyboard users scroll it once focused.
        tabIndex={zoomed ? 0 : undefined}
        role={zoomed ? 'region' : undefined}
        aria-label={zoomed ? name : undefined}
      >
        {!pdf || fitWidth === 0 ? (
          <Skeleton height={480} role="status" aria-label={t('offers.letter.loadingPdf')} />
        ) : (
          <Stack gap="xs" align={zoomed ? 'flex-start' : 'center'} w={zoomed ? 'max-content' : undefined}>
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <PdfPage
                key={n}
                pdf={pdf}
                n={n}
                width={pageWidth}
                label={t('offers.letter.pdfLabel', { name, page: n, pages })}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
