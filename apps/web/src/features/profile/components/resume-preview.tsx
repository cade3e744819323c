import { Alert, Box, Skeleton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
// The worker ships with our own build (no CDN), so the site works offline and under our CSP.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A4 height over width, for the space kept while the page draws. */
const A4 = 841.89 / 595.28;

/** The first page of the exported PDF, drawn by pdf.js at the column's width: a faithful preview. */
export function ResumePreview({ pdf, label }: { pdf: Uint8Array | undefined; label: string }) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const drawnPdf = useRef<Uint8Array | undefined>(undefined);

  useEffect(() => {
    if (!pdf) {
      setState('drawing');
      return;
    }
    if (width <= 0) return;
    // A new width redraws the same page over the old drawing; only a new file shows the skeleton.
    if (drawnPdf.current !== pdf) setState('drawing');
    let cancelled = false;
    // pdf.js takes ownership of the bytes it is given: hand it a copy so a redraw still has them.
    const task = getDocument({ data: pdf.slice() });
    let render: { cancel(): void; promise: Promise<void> } | undefined;
    task.promise
      .then(async (doc) => {
        const page = await doc.getPage(1);
        const el = canvas.current;
        if (cancelled || !el) return;
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        el.width = Math.floor(viewport.width);
        el.height = Math.floor(viewport.height);
        el.style.width = `${width}px`;
        el.style.height = `${Math.floor(viewport.height / ratio)}px`;
        render = page.render({ canvas: el, viewport });
        await render.promise;
        if (cancelled) return;
        drawnPdf.current = pdf;
        setState('drawn');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      render?.cancel();
      void task.destroy();
    };
  }, [pdf, width]);

  return (
    <Box ref={ref} pos="relative" data-testid="resume-preview" data-state={state}>
      {state === 'failed' ? <Alert color="yellow">{t('resumeExport.previewFailed')}</Alert> : null}
      {state === 'drawing' ? <Skeleton height={Math.max(width, 200) * A4} radius="sm" /> : null}
      <Box
        role="img"
        aria-label={label}
        style={{
          display: state === 'drawn' ? 'block' : 'none',
          lineHeight: 0,
          boxShadow: 'var(--mantine-shadow-md)',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        <canvas ref={canvas} />
      </Box>
    </Box>
  );
}
