import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';

/** How an emailed link went: done, refused (with why), and the way back to the jobs. */
export function LinkOutcome({
  done,
  error,
  children,
}: {
  done: string | null;
  error: unknown;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  return (
    <Stack gap="md" align="flex-start">
      {done ? (
        <Alert color="teal" variant="light" role="status" w="100%">
          {done}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" w="100%">
          {describeRequestError(error)}
        </Alert>
      ) : null}
      {children}
      <Button component={Link} to={href('/careers')} variant="light">
        {t('auth.browseJobs')}
      </Button>
    </Stack>
  );
}
