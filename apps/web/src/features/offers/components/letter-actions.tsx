import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';

/** Decline and Back, shown beside each presentation's submit button. */
export function LetterActions({ offerId, onDecline }: { offerId: string; onDecline?: () => void }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  return (
    <>
      {onDecline && (
        <Button variant="outline" color="red.9" onClick={onDecline}>
          {t('offers.letter.decline')}
        </Button>
      )}
      <Button component={Link} to={href(`/careers/offer/${offerId}`)} variant="subtle">
        {t('offers.letter.back')}
      </Button>
    </>
  );
}
