import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import type { TermsOfService } from '@opencareers/contracts/terms-of-service';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { LazyModal } from '../../../lib/overlays/lazy-modal.tsx';
import { termsQuery, useAcceptTerms } from '../api/terms-of-service.ts';

/** Above every other layer, the notification modal (1000) included: nothing else is usable. */
const TERMS_Z_INDEX = 1100;

/**
 * The terms-of-service gate (spec shell §2): it cannot be closed (no close button, Escape
 * and outside clicks do nothing), keeps focus inside, and goes away only once accepted.
 */
export function TermsModal({ terms }: { terms: TermsOfService }) {
  const { t } = useTranslation();
  const { user } = useBoot();
  const client = useQueryClient();
  const accept = useAcceptTerms(user);
  const [error, setError] = useState<string | null>(null);
  const noop = () => {};

  const onAccept = () => {
    setError(null);
    accept.mutate(terms.version, {
      onError: (e) => {
        // The terms changed while being read: show the new version, to be read and accepted.
        if (isApiRequestError(e) && e.status === 409) {
          setError(t('terms.changed'));
          void client.invalidateQueries({ queryKey: termsQuery(user).queryKey });
        } else setError(describeRequestError(e));
      },
    });
  };

  return (
    <LazyModal
      opened
      onClose={noop}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      trapFocus
      centered
      size="lg"
      radius="lg"
      padding="xl"
      zIndex={TERMS_Z_INDEX}
      title={terms.headingText}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md">
        {terms.infoText ? <Text>{terms.infoText}</Text> : null}
        {terms.disclaimerText ? (
          <Box
            tabIndex={0}
            role="region"
            aria-label={terms.headingText}
            mah={320}
            p="md"
            bg="gray.0"
            style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'pre-line' }}
          >
            <Text size="sm">{terms.disclaimerText}</Text>
          </Box>
        ) : null}
        {terms.helperText ? (
          <Text size="sm" c="gray.7">
            {terms.helperText}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button size="md" onClick={onAccept} loading={accept.isPending} data-autofocus>
          {terms.submitButtonText || 'Accept'}
        </Button>
      </Stack>
    </LazyModal>
  );
}
