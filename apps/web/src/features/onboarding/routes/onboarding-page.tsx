import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { Profile } from '@opencareers/contracts/profile';
import { IconFileText, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { ResumeUpload } from '../../profile/index.ts';
import { QuickProfileForm } from '../components/quick-profile-form.tsx';
import { RecommendedJobs } from '../components/recommended-jobs.tsx';

type Step = { kind: 'choose' } | { kind: 'resume' } | { kind: 'form' } | { kind: 'done'; profile: Profile };

function Choice({
  icon,
  title,
  text,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={onClick} style={{ display: 'block' }}>
      <Paper withBorder radius="md" p="lg" h="100%">
        <Stack gap="xs">
          <ThemeIcon size="lg" radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Text fw={700} size="lg">
            {title}
          </Text>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * ProfileBootstrapping (spec shell §2, §4 Onboarding): after the first login the candidate
 * starts the profile from a résumé (through the confirm step) or fills in a short form, and
 * ends on jobs recommended for that profile.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const { user } = useBoot();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const done = (profile: Profile) => setStep({ kind: 'done', profile });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('onboardingPage.title', { name: user.profile?.firstname ?? '' })}</Title>
          <Text c="dimmed">{t('onboardingPage.intro')}</Text>
        </div>
        {step.kind === 'choose' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Choice
              icon={<IconFileText size={20} />}
              title={t('onboardingPage.fromResume')}
              text={t('onboardingPage.fromResumeText')}
              onClick={() => setStep({ kind: 'resume' })}
            />
            <Choice
              icon={<IconPencil size={20} />}
              title={t('onboardingPage.fillIn')}
              text={t('onboardingPage.fillInText')}
              onClick={() => setStep({ kind: 'form' })}
            />
          </SimpleGrid>
        )}
        {step.kind === 'resume' && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <ResumeUpload onConfirmed={done} onCancel={() => setStep({ kind: 'choose' })} />
          </Paper>
        )}
        {step.kind === 'form' && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <QuickProfileForm onSaved={done} onBack={() => setStep({ kind: 'choose' })} />
          </Paper>
        )}
        {step.kind === 'done' && <RecommendedJobs profile={step.profile} />}
      </Stack>
    </Container>
  );
}
