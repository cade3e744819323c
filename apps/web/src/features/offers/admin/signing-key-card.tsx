import { Alert, Button, Card, Code, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SigningKeyStatus } from '@opencareers/contracts/offers-signing-key';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../lib/i18n/format-day.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { serverMessage } from '../logic/server-message.ts';
import { useRotateSigningKey, useSigningKey } from './signing-key-api.ts';

/** What the card shows, and its rotate button with the confirmation (tested on its own). */
export function SigningKeyDetails({
  status,
  rotating,
  onRotate,
}: {
  status: SigningKeyStatus;
  rotating: boolean;
  onRotate: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await onRotate();
      setConfirming(false);
    } catch {
      setConfirming(false);
    }
  };
  return (
    <Stack gap="sm">
      {status.current ? (
        <>
          <Text size="sm">{t('offers.signingKey.fingerprintLabel')}</Text>
          <Code
            block
            data-testid="signing-key-fingerprint"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}
          >
            {status.current.fingerprint}
          </Code>
          <Text size="sm">
            {t('offers.signingKey.created', {
              when: formatDateTime(status.current.created_at, i18n.language),
              expires: formatDay(status.current.expires_at, i18n.language),
            })}
          </Text>
        </>
      ) : (
        <Text size="sm">{t('offers.signingKey.none')}</Text>
      )}
      {status.retired_keys > 0 && (
        <Text size="sm">
          {t('offers.signingKey.older', {
            count: status.signed_with_older_keys,
            keys: status.retired_keys,
          })}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={() => setConfirming(true)}>
          {t('offers.signingKey.rotate')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('offers.signingKey.confirmTitle')}
        centered
        radius="md"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm" mb="lg">
          <Text>{t('offers.signingKey.confirmBody')}</Text>
          <Text>{t('offers.signingKey.confirmTrust')}</Text>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={rotating}>
            {t('offers.signingKey.confirmBack')}
          </Button>
          <Button color="red.8" onClick={() => void confirm()} loading={rotating}>
            {t('offers.signingKey.confirmRotate')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** The tenant's document-signing key: its fingerprint and date, and rotating it (docs/offers.md). */
export function SigningKeyCard() {
  const { t } = useTranslation();
  const query = useSigningKey();
  const rotate = useRotateSigningKey();
  const onRotate = () =>
    rotate.mutateAsync(undefined, {
      onSuccess: () => showSuccessToast(t('offers.signingKey.rotated')),
      onError: (e) => showErrorToast(serverMessage(e) ?? t('offers.signingKey.rotateFailed')),
    });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="signing-key-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="signing-key-title">
          {t('offers.signingKey.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('offers.signingKey.intro')}
        </Text>
        {query.isPending && <Skeleton height={80} />}
        {query.isError && (
          <Alert color="red">{serverMessage(query.error) ?? t('offers.signingKey.loadFailed')}</Alert>
        )}
        {query.data && (
          <SigningKeyDetails status={query.data} rotating={rotate.isPending} onRotate={onRotate} />
        )}
      </Stack>
    </Card>
  );
}
