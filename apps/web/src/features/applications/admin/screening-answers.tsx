import { Stack, Text } from '@mantine/core';
import type { ScreeningAnswer } from '@opencareers/contracts/screening-questions';
import { useTranslation } from 'react-i18next';

/** The job's screening questions as the candidate was asked them, each with its answer. */
export function ScreeningAnswers({ answers }: { answers: ScreeningAnswer[] }) {
  const { t } = useTranslation();
  const shown = (a: ScreeningAnswer) =>
    a.answer === null
      ? t('adminJobs.screening.notAnswered')
      : a.type === 'yes_no'
        ? t(a.answer === 'yes' ? 'adminJobs.screening.yes' : 'adminJobs.screening.no')
        : String(a.answer);
  return (
    <Stack component="dl" gap="md" m={0}>
      {answers.map((a) => (
        <div key={a.id}>
          <Text component="dt" fw={600} size="sm">
            {a.label}
            {a.required ? (
              <Text component="span" c="dimmed" size="sm">
                {` (${t('adminJobs.screening.required').toLowerCase()})`}
              </Text>
            ) : null}
          </Text>
          <Text
            component="dd"
            m={0}
            mt={4}
            c={a.answer === null ? 'dimmed' : undefined}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {shown(a)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
