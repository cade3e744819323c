import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../components/page-container.tsx';
import { StatusPanel } from '../components/status-panel.tsx';
import { useBoot } from '../lib/boot/use-boot.ts';

/**
 * Admin console pages: the route's 'always' protection brings up the login modal for visitors;
 * a logged-in user who is not a company admin sees this refusal (the API refuses them too).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useBoot();
  if (!user.isLoggedIn) return null;
  if (user.role !== 'admin')
    return (
      <PageContainer>
        <StatusPanel icon={<IconLock size={32} />} title={t('admin.forbiddenTitle')} tone="gray">
          {t('admin.forbidden')}
        </StatusPanel>
      </PageContainer>
    );
  return <>{children}</>;
}
