import { Alert, Badge, Box, Group } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import type { FieldProps } from '../../field-props.ts';
import { useFormCallbacks } from '../../form-callbacks.tsx';
import { useFormServices } from '../../form-services.tsx';
import { useFormTexts } from '../../form-texts.tsx';

/**
 * The signing widget's address: a configured url, or the widget on the configured host (§7),
 * or else, for a document id alone, the host app's own widget (which sets its own query).
 */
export function esignUrl(
  p: { url?: string; customDomain?: string; wid?: string; hosted?: boolean },
  hostWidget?: (wid: string) => string | undefined,
): URL | undefined {
  try {
    if (!p.url && !p.customDomain) {
      const own = p.wid ? hostWidget?.(p.wid) : undefined;
      return own ? new URL(own) : undefined;
    }
    const url = p.url
      ? new URL(p.url)
      : p.customDomain
        ? new URL(`https://${p.customDomain}/public/esign`)
        : undefined;
    if (!url) return undefined;
    if (p.wid) url.searchParams.set('wid', p.wid);
    if (p.hosted !== undefined) url.searchParams.set('hosted', String(p.hosted));
    return url;
  } catch {
    return undefined;
  }
}

/**
 * §4 e-sign: a frame of the signing widget; messages are accepted from its origin only. ESIGN
 * marks the field signed, REJECT declined, and the host's callbacks are told.
 */
export function EsignFormField({ item, field, inputId, describedBy, disabled, readOnly }: FieldProps) {
  const { ui } = useFormTexts();
  const callbacks = useFormCallbacks();
  const { esignWidgetUrl } = useFormServices();
  const p = item.additionalProperties ?? {};
  // A disabled or read-only signature keeps its status: no frame to sign in, no message heard.
  const locked = !!disabled || !!readOnly;
  const frameUrl = useMemo(() => esignUrl(p, esignWidgetUrl), [p, esignWidgetUrl]);
  const url = locked ? undefined : frameUrl;
  useEffect(() => {
    if (!url) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== url.origin) return;
      const type =
        typeof event.data === 'object' && event.data ? (event.data as { type?: unknown }).type : event.data;
      if (type === 'ESIGN') {
        field.onChange('signed');
        callbacks.onSign?.(item.name);
      } else if (type === 'REJECT') {
        field.onChange('rejected');
        callbacks.onReject?.(item.name);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, field, callbacks, item.name]);
  const status =
    field.value === 'signed' ? ui('signed') : field.value === 'rejected' ? ui('rejected') : undefined;
  return (
    <Box id={inputId} ref={field.ref} tabIndex={-1} aria-describedby={describedBy}>
      {status ? (
        <Group mb="xs">
          <Badge color={field.value === 'signed' ? 'green' : 'red'} variant="light">
            {status}
          </Badge>
        </Group>
      ) : null}
      {url ? (
        <iframe
          src={url.toString()}
          title={p.title ?? item.label ?? ui('sign')}
          style={{
            width: '100%',
            minHeight: 600,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
          }}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      ) : locked ? null : (
        <Alert color="gray" variant="light">
          {ui('esignUnavailable')}
        </Alert>
      )}
    </Box>
  );
}
