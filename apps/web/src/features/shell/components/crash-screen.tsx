import { Anchor, Code, Stack, Text } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { type MouseEvent, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { crashData } from '../../../lib/analytics/event-data.ts';
import { postVslog } from '../../../lib/analytics/vslog.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';

// Re-renders (and StrictMode's double effects) must not log one crash twice.
const logged = new WeakSet<object>();

function logCrash(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  void postVslog({ namespace: 'crash', event: 'page_crash', data: crashData(error, window.location.href) });
}

const detailsOf = (error: unknown): string =>
  error instanceof Error ? `${error.message}\n\n${error.stack ?? ''}`.trim() : String(error);

/** search §2: the 500-style screen with back and contact links; details only for admins. */
export function CrashScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { user, config } = useBoot();
  const homeHref = href('/careers');
  const contactHref =
    config.pcsxConfig.branding.contactUrl ||
    `mailto:?subject=${encodeURIComponent(`${t('crash.title')}: ${window.location.href}`)}`;

  useEffect(() => logCrash(error), [error]);

  // Back goes back in history; opened directly (no history), the link leads home instead.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };

  return (
    <PageContainer>
      <StatusPanel icon={<IconAlertOctagon size={32} stroke={1.5} />} title={t('crash.title')} tone="red">
        <Text c="dimmed">
          <Trans
            i18nKey="crash.body"
            components={{
              back: <Anchor href={homeHref} onClick={goBack} underline="always" />,
              contact: <Anchor href={contactHref} underline="always" />,
            }}
          />
        </Text>
        {user.role === 'admin' ? (
          <Stack w="100%" ta="left" component="details">
            <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
              {t('crash.details')}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
              {detailsOf(error)}
            </Code>
          </Stack>
        ) : null}
      </StatusPanel>
    </PageContainer>
  );
}
