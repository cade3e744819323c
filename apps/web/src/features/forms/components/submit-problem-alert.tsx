import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Why a submit did not go through; `stale` (409, the form changed) offers a reload. */
export interface SubmitProblem {
  message: string;
  stale: boolean;
}

/** The alert above a candidate's form (assigned or public) when its submit failed. */
export function SubmitProblemAlert({ problem }: { problem: SubmitProblem | undefined }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('forms.view.problem')}>
      <Text size="sm">{problem.message}</Text>
      {problem.stale ? (
        <Button mt="sm" size="xs" variant="light" color="red.8" onClick={() => window.location.reload()}>
          {t('forms.view.reload')}
        </Button>
      ) : null}
    </Alert>
  );
}
