import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useTerms } from '../api/terms-of-service.ts';

/**
 * spec shell §4: with the feature on, a logged-in user who has not attested is blocked.
 * `settled` says the user may go on: attested, or the site asks for no attestation.
 */
export function useTermsGate() {
  const { user, config } = useBoot();
  const required = user.isLoggedIn && config.termsOfService.enabled;
  const terms = useTerms(user, required);
  if (terms.isError) console.error('Could not load the terms of service', terms.error);
  const blocked = required && terms.data !== undefined && !terms.data.tosAttested;
  const settled = user.isLoggedIn && (!required || terms.data?.tosAttested === true);
  return { blocked, settled, terms: terms.data };
}
