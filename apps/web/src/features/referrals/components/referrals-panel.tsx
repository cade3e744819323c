import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useReferrals } from '../api/referrals-api.ts';
import { ReferralsList } from './referrals-list.tsx';

/** The dashboard's referrals tab (spec search §3 "Dashboard tab data: … referrals"). */
export function ReferralsPanel() {
  const { t } = useTranslation();
  const referrals = useReferrals();
  if (!referrals.data) return <QueryStatus query={referrals} failedTitle={t('referrals.loadFailed')} />;
  if (referrals.data.length === 0)
    return <EmptyState message={t('referrals.empty')} icon={<IconUserShare size={28} stroke={1.5} />} />;
  return <ReferralsList referrals={referrals.data} />;
}
