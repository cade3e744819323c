import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { serverMessage } from '../logic/server-message.ts';

/** What every signing screen does after the call: the §8 message, then back to the offer. */
export function useSignOutcome(offerId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useCarriedHref();
  return {
    succeeded: (message: string) => {
      showSuccessToast(message);
      navigate(href(`/careers/offer/${offerId}`));
    },
    failed: (error: unknown, fallback = t('offers.messages.acceptFailed')) =>
      showErrorToast(serverMessage(error) ?? fallback),
  };
}
