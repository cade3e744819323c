import { useEffect, useRef, useState } from 'react';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { postOnboarding, useOnboarding } from '../api/onboarding.ts';
import { BootstrappingScreen } from './bootstrapping-screen.tsx';

/** Reloads the page, for the onboarded user's first full render; replaceable in tests. */
export const reloadPage = () => window.location.reload();

/**
 * spec shell §4: once the user is logged in, attested (or attestation is not required) and
 * not onboarded, the onboarding call is made and the page reloads. Until the account is
 * bootstrapped, the bootstrapping screen covers the app.
 */
export function OnboardingGate({ termsSettled }: { termsSettled: boolean }) {
  const { user, config } = useBoot();
  const active = user.isLoggedIn && config.onboarding.enabled && termsSettled;
  const state = useOnboarding(user, active);
  const [onboarding, setOnboarding] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!state.data || state.data.isOnboarded || started.current) return;
    started.current = true;
    setOnboarding(true);
    postOnboarding()
      .then(reloadPage)
      .catch((error) => {
        console.error('Onboarding failed', error);
        setOnboarding(false);
      });
  }, [state.data]);

  if (!active || !state.data) return null;
  if (onboarding || (state.data.isOnboarded && !state.data.isBootstrapped)) {
    return <BootstrappingScreen config={state.data.bootstrappingConfig} />;
  }
  return null;
}
