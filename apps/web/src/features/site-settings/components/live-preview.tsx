import { Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { PREVIEW_MESSAGE, PREVIEW_READY_MESSAGE } from '@opencareers/contracts/site-settings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import classes from './live-preview.module.css';

const pages = [
  { value: '/careers', key: 'home' },
  { value: '/careers/login', key: 'login' },
  { value: '/careers/dashboard', key: 'dashboard' },
] as const;

/**
 * The real candidate site in a frame, rendering the unsaved draft: the frame's app says when
 * it listens, and gets every change of the draft (same origin only, see use-preview-frame).
 */
export function LivePreview({ config }: { config: unknown }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const frame = useRef<HTMLIFrameElement>(null);
  const [page, setPage] = useState<string>('/careers');
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const latest = useRef(config);
  latest.current = config;

  // Reads only refs, so it never changes: the frame always gets the latest draft.
  const send = useCallback(
    () =>
      frame.current?.contentWindow?.postMessage(
        { type: PREVIEW_MESSAGE, config: latest.current },
        window.location.origin,
      ),
    [],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY_MESSAGE) send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed draft is what triggers the send
  useEffect(() => {
    const timer = window.setTimeout(send, 150);
    return () => window.clearTimeout(timer);
  }, [config, send]);

  const src = href(page).includes('?') ? `${href(page)}&preview=1` : `${href(page)}?preview=1`;
  return (
    <Stack gap="xs" className={classes.root}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {t('siteSettings.preview.title')}
        </Text>
        <Group gap="xs">
          <Select
            aria-label={t('siteSettings.preview.page')}
            size="xs"
            data={pages.map((p) => ({ value: p.value, label: t(`siteSettings.preview.pages.${p.key}`) }))}
            value={page}
            onChange={(v) => v && setPage(v)}
            allowDeselect={false}
            w={150}
          />
          <SegmentedControl
            size="xs"
            aria-label={t('siteSettings.preview.width')}
            value={width}
            onChange={(v) => setWidth(v as 'desktop' | 'phone')}
            data={[
              { value: 'desktop', label: t('siteSettings.preview.desktop') },
              { value: 'phone', label: t('siteSettings.preview.phone') },
            ]}
          />
        </Group>
      </Group>
      <Paper withBorder radius="md" className={classes.frameBox}>
        <iframe
          ref={frame}
          key={page}
          src={src}
          title={t('siteSettings.preview.frameTitle')}
          className={classes.frame}
          style={{ width: width === 'phone' ? 390 : '100%' }}
          data-testid="settings-preview"
        />
      </Paper>
      <Text size="xs" c="dimmed">
        {t('siteSettings.preview.note')}
      </Text>
    </Stack>
  );
}
