import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { FormAssignmentResponse } from '@opencareers/contracts/form-assignments';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { I18nFormTexts } from '../components/i18n-form-texts.tsx';
import { WebFormServices } from '../components/web-form-services.tsx';
import { formatDay } from './due-date.ts';

/** A completed form: the thank-you (right after submitting) and the answers, read only. */
export function CompletedAssignment({
  data,
  justSubmitted,
}: {
  data: FormAssignmentResponse['data'];
  justSubmitted: boolean;
}) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const completedAt = data.assignment.completed_at;
  return (
    <Stack gap="lg">
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={justSubmitted ? t('forms.view.submittedTitle') : t('forms.view.completedTitle')}
        role={justSubmitted ? 'status' : undefined}
        styles={{ title: { color: '#1e6b30' } }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {completedAt
              ? t('forms.view.completedOn', { date: formatDay(completedAt, i18n.language) })
              : t('forms.view.completedTitle')}
          </Text>
          <Group>
            <Button component={Link} to={href('/careers/forms/center?tab=completed')} size="sm">
              {t('forms.view.backToCenter')}
            </Button>
          </Group>
        </Stack>
      </Alert>
      {data.answers ? (
        <Card withBorder radius="lg" padding="lg">
          <Text fw={600} mb="md">
            {t('forms.view.yourAnswers')}
          </Text>
          <WebFormServices>
            <I18nFormTexts>
              <FormRenderer definition={data.form.definition} mode="view" initialValues={data.answers} />
            </I18nFormTexts>
          </WebFormServices>
        </Card>
      ) : null}
    </Stack>
  );
}
