import { Box } from '@mantine/core';
import type { OfferDocument } from '@opencareers/contracts/offers';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

interface EsignFrameProps {
  doc: OfferDocument;
  onSigned: () => void;
  onRejected: () => void;
}

/**
 * The e-signature widget: our signing page in a frame (query wid and hosted). It reports
 * ESIGN or REJECT by postMessage; only messages from the page's own origin are believed.
 */
export function EsignFrame({ doc, onSigned, onRejected }: EsignFrameProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const src = useMemo(() => {
    const url = new URL(doc.esign_url ?? '', window.location.origin);
    url.searchParams.set('hosted', window.location.origin);
    const domain = new URLSearchParams(search).get('domain');
    if (domain) url.searchParams.set('domain', domain);
    return url.toString();
  }, [doc.esign_url, search]);

  useEffect(() => {
    const frameOrigin = new URL(src).origin;
    const listener = (event: MessageEvent) => {
      if (event.origin !== frameOrigin) return;
      const data = event.data as { type?: unknown; wid?: unknown } | null;
      if (!data || data.wid !== doc.id) return;
      if (data.type === 'ESIGN') onSigned();
      else if (data.type === 'REJECT') onRejected();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [src, doc.id, onSigned, onRejected]);

  return (
    <Box
      component="iframe"
      src={src}
      title={t('offers.letter.esignTitle')}
      w="100%"
      h={520}
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, background: 'white' }}
    />
  );
}
