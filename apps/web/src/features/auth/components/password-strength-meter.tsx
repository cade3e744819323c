import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Estimator = typeof import('../logic/password-strength.ts');
const colours = ['red', 'red', 'orange', 'teal', 'green'] as const;
const levels = ['0', '1', '2', '3', '4'] as const;

/**
 * A strength meter under the sign-up password (issue 13): the estimate library loads on first
 * use, so the rest of the app does not carry its dictionaries.
 */
export function PasswordStrengthMeter({ password, userInputs }: { password: string; userInputs: string[] }) {
  const { t } = useTranslation();
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const shown = password.length > 0;

  useEffect(() => {
    if (!shown || estimator) return;
    let live = true;
    void import('../logic/password-strength.ts').then((m) => live && setEstimator(m));
    return () => {
      live = false;
    };
  }, [shown, estimator]);

  if (!shown || !estimator) return null;
  const score = estimator.passwordScore(password, userInputs.filter(Boolean));
  const level = t(`auth.passwordStrength.levels.${levels[score] ?? '0'}`);
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress
        value={((score + 1) / 5) * 100}
        color={colours[score]}
        size="sm"
        aria-hidden
        transitionDuration={150}
      />
      <Text size="sm" c={score >= estimator.MIN_PASSWORD_SCORE ? 'gray.7' : 'red.8'} aria-live="polite">
        {t('auth.passwordStrength.label', { level })}
        {score < estimator.MIN_PASSWORD_SCORE ? ` ${t('auth.passwordStrength.tooWeak')}` : ''}
      </Text>
    </Stack>
  );
}
