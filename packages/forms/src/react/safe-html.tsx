import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Form authors write HTML (descriptions, instructions); it is sanitised before it is shown. */
export function SafeHtml({ html, id, className }: { html: string; id?: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
