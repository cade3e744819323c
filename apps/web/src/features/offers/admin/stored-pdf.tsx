import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LazyPdfViewer } from '../components/lazy-pdf-viewer.tsx';
import { adminOfferFileKey } from './admin-offers-api.ts';

/** The file's bytes as base64, for the in-page viewer (the file routes answer attachments). */
function useFileB64(url: string) {
  return useQuery({
    queryKey: adminOfferFileKey(url),
    queryFn: async () => {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const bytes = new Uint8Array(await res.arrayBuffer());
      let bin = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(bin);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A stored offer file shown in the page (pdf.js, loaded lazily) rather than downloaded. */
export function StoredPdf({ url, name }: { url: string; name: string }) {
  const file = useFileB64(url);
  if (file.data) return <LazyPdfViewer b64={file.data} name={name} />;
  if (file.isError) return <Text c="red.9">{name}</Text>;
  return <Skeleton height={480} radius="md" />;
}
