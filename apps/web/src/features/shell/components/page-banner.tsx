import { Alert, Container } from '@mantine/core';
import type { PageId } from '@opencareers/contracts/page-ids';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useBoot } from '../../../lib/boot/use-boot.ts';

/** The custom banner configured for this page, type alert or info (shell §2). */
export function PageBanner({ pageId }: { pageId: PageId | undefined }) {
  const banners = useBoot().config.pcsxConfig.branding.banners;
  const banner = pageId ? banners[pageId] : undefined;
  if (!banner) return null;
  const isAlert = banner.type === 'alert';
  const Icon = isAlert ? IconAlertTriangle : IconInfoCircle;
  return (
    <Container size="lg" py="md">
      <Alert
        variant="light"
        color={isAlert ? 'red' : 'blue'}
        icon={<Icon size={20} aria-hidden />}
        // An info banner is page content, not an interruption; only alerts are announced.
        role={isAlert ? 'alert' : 'note'}
        data-oc={isAlert ? undefined : 'info-bar'}
        styles={{ message: { color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-sm)' } }}
      >
        {banner.message}
      </Alert>
    </Container>
  );
}
