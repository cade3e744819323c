import { OnboardingGate } from '../features/onboarding/components/onboarding-gate.tsx';
import { TermsModal } from '../features/terms/components/terms-modal.tsx';
import { useTermsGate } from '../features/terms/hooks/use-terms-gate.ts';

/** What a logged-in candidate must pass first: the terms of service, then onboarding. */
export function CandidateGates() {
  const { blocked, settled, terms } = useTermsGate();
  return (
    <>
      {blocked && terms ? <TermsModal terms={terms} /> : null}
      <OnboardingGate termsSettled={settled} />
    </>
  );
}
