import { Alert, Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FieldItem, LeafFieldItem } from '../../../core/definition-schema.ts';
import { useFormTexts } from '../../form-texts.tsx';

/** A document shown inside the form (§9: 800 by 1132): a PDF from base64 bytes or an https url. */
export function EmbeddedFormField({ item }: { item: FieldItem | LeafFieldItem }) {
  const { ui } = useFormTexts();
  const p = item.additionalProperties ?? {};
  const [src, setSrc] = useState<string | undefined>(p.url);
  useEffect(() => {
    if (!p.bytes) return;
    try {
      const bin = Uint8Array.from(atob(p.bytes), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bin], { type: 'application/pdf' }));
      setSrc(url);
      return () => URL.revokeObjectURL(url);
    } catch (error) {
      // §8: a PDF load failure is only logged.
      console.error('Embedded PDF could not be read', error);
    }
  }, [p.bytes]);
  return (
    <Box data-field={item.name}>
      {item.label ? (
        <Box component="h3" fz="md" fw={600} m={0} mb="xs">
          {item.label}
        </Box>
      ) : null}
      {src ? (
        <iframe
          src={src}
          title={p.title ?? item.label ?? 'Document'}
          style={{
            width: '100%',
            maxWidth: 800,
            height: 1132,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
          }}
          sandbox="allow-scripts allow-same-origin"
        />
      ) : (
        <Alert color="gray" variant="light">
          {ui('emptyState')}
        </Alert>
      )}
    </Box>
  );
}
