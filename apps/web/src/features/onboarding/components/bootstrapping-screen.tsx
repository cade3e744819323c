import { Loader, Overlay, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** bootstrappingConfig may word the screen with `title` and `message`. */
  config: Record<string, unknown>;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** spec shell §2: shown while a logged-in user's profile is being bootstrapped. */
export function BootstrappingScreen({ config }: Props) {
  const { t } = useTranslation();
  return (
    <Overlay fixed color="#fff" backgroundOpacity={1} zIndex={1050} center>
      <Stack align="center" gap="md" maw={420} px="lg" ta="center" role="status" aria-live="polite">
        <Loader size="lg" aria-hidden />
        <Title order={1} size="h2">
          {text(config.title) ?? t('onboarding.bootstrappingTitle')}
        </Title>
        <Text c="gray.7">{text(config.message) ?? t('onboarding.bootstrappingMessage')}</Text>
      </Stack>
    </Overlay>
  );
}
