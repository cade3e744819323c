import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Referral } from '@opencareers/contracts/referrals';
import { useTranslation } from 'react-i18next';
import { referralStatusColor, referralStatusKey } from '../logic/referral-status.ts';
import { ReferralActions } from './referral-actions.tsx';

/** The people I referred: who, to which job, when, and how far their application got. */
export function ReferralsList({ referrals }: { referrals: Referral[] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('dashboard.tabs.referrals')}
    >
      {referrals.map((r) => (
        <Card key={r.id} component="li" withBorder radius="md" padding="md" data-referral-email={r.email}>
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {r.name ? `${r.name} · ${r.email}` : r.email}
              </Text>
              <Text size="sm" c="dimmed">
                {r.position.title} · {date.format(new Date(r.referred_at))}
              </Text>
            </div>
            <Badge
              color={referralStatusColor(r.status)}
              c={`${referralStatusColor(r.status)}.9`}
              variant="light"
              tt="none"
            >
              {t(referralStatusKey(r.status))}
            </Badge>
          </Group>
          {r.status === 'invited' ? (
            <Group mt="xs">
              <ReferralActions referral={r} />
            </Group>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
