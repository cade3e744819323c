import type { OnboardingData } from '@opencareers/contracts/onboarding';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../auth/repository.ts';
import { candidateEvents } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import type { Tenant } from '../tenants/service.ts';
import { onboardingRepository } from './repository.ts';

export async function onboardingState(db: Db, tenant: Tenant, user: UserRow): Promise<OnboardingData> {
  const row = await onboardingRepository.find(db, tenant.id, user.id);
  return {
    enabled: tenant.config.onboarding.enabled,
    isOnboarded: !!row,
    isBootstrapped: !!row?.bootstrappedAt,
    bootstrappingConfig: tenant.config.onboarding.bootstrappingConfig,
  };
}

/**
 * Onboards a candidate (spec shell §4): records it, then bootstraps the account's starting
 * data (the welcome notification). Each step is idempotent, so a retried call after a
 * failure part-way finishes the job instead of repeating it.
 */
export async function onboard(
  db: Db,
  notifier: CandidateNotifier,
  tenant: Tenant,
  user: UserRow,
): Promise<OnboardingData> {
  await db.transaction(async (tx) => {
    await onboardingRepository.markOnboarded(tx, tenant.id, user.id);
    const state = await onboardingRepository.find(tx, tenant.id, user.id);
    if (!state?.bootstrappedAt) {
      // The welcome and the "bootstrapped" mark are one transaction: both or neither.
      await notifier.notify(
        tx,
        tenant.id,
        user.id,
        candidateEvents.welcome({ companyName: tenant.config.pcsxConfig.branding.companyName }),
      );
      await onboardingRepository.markBootstrapped(tx, tenant.id, user.id);
    }
  });
  return onboardingState(db, tenant, user);
}
