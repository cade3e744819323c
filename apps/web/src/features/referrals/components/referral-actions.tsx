import { Button, Group, Text } from '@mantine/core';
import type { Referral } from '@opencareers/contracts/referrals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useResendReferral, useWithdrawReferral } from '../api/referrals-api.ts';

/**
 * For a referral nobody applied through yet: send the invitation again (once a day; the
 * server says when it is too soon) or withdraw it, after a second click that says what it does.
 */
export function ReferralActions({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawReferral();
  const resend = useResendReferral();
  const failed = (e: unknown) =>
    showErrorToast(isApiRequestError(e) && e.status !== 0 ? e.message : t('referrals.failed'));

  if (confirming)
    return (
      <Group
        gap="xs"
        wrap="wrap"
        role="group"
        aria-label={t('referrals.withdrawOf', { email: referral.email })}
      >
        <Text size="sm">{t('referrals.withdrawConfirm')}</Text>
        <Button
          size="compact-sm"
          // The filled red at Mantine's default shade is under 4.5:1 with white text.
          color="red.8"
          loading={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(referral.id, {
              onSuccess: () => showSuccessToast(t('referrals.withdrawn')),
              onError: (e) => {
                setConfirming(false);
                failed(e);
              },
            })
          }
        >
          {t('referrals.withdraw')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
          {t('referrals.keep')}
        </Button>
      </Group>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        loading={resend.isPending}
        aria-label={t('referrals.resendOf', { email: referral.email })}
        onClick={() =>
          resend.mutate(referral.id, {
            onSuccess: () => showSuccessToast(t('referrals.resent', { email: referral.email })),
            onError: failed,
          })
        }
      >
        {t('referrals.resend')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        c="red.9"
        aria-label={t('referrals.withdrawOf', { email: referral.email })}
        onClick={() => setConfirming(true)}
      >
        {t('referrals.withdraw')}
      </Button>
    </Group>
  );
}
