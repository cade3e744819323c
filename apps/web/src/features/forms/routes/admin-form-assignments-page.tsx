import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { AssignFormCard } from '../assignments/assign-form-card.tsx';
import { AssignmentsTable } from '../assignments/assignments-table.tsx';

/** /admin/form-assignments: ask candidates to fill in a stored form, and follow who did. */
export function AdminFormAssignmentsPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const [params] = useSearchParams();
  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('pages.adminFormAssignments')}</Title>
          <Text c="dimmed" mt="xs" maw={720}>
            {t('forms.assignments.intro')}{' '}
            <Anchor component={Link} to={href('/admin/forms')} underline="always">
              {t('pages.adminForms')}
            </Anchor>
            .
          </Text>
        </div>
        <AssignFormCard initialFormId={params.get('form') ?? undefined} />
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg" mb="md">
            {t('forms.assignments.title')}
          </Title>
          <AssignmentsTable />
        </Card>
      </Stack>
    </PageContainer>
  );
}
