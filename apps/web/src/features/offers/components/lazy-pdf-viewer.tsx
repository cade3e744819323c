import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

// pdf.js is large; it loads only when a document is actually shown.
const PdfViewer = lazy(() => import('./pdf-viewer.tsx').then((m) => ({ default: m.PdfViewer })));

export function LazyPdfViewer(props: { b64: string; name: string }) {
  return (
    <Suspense fallback={<Skeleton height={480} radius="md" />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
