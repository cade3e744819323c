import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { formatDateTime } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useAdminForms, useCreateForm } from '../api/admin-forms.ts';

/** A new form starts with one section and one question, so the editor has something to show. */
const starter = (title: string, sectionTitle: string, question: string): FormDefinition => ({
  title,
  layout: 'plain',
  sections: [{ title: sectionTitle, items: [{ name: 'question_1', type: 'text', label: question }] }],
});

function FormsTable() {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const forms = useAdminForms();
  if (forms.isPending)
    return <Skeleton height={160} radius="md" role="status" aria-label={t('common.loading')} />;
  if (forms.isError) return <Text c="red.9">{t('forms.admin.loadFailed')}</Text>;
  if (!forms.data.length) return <Text c="dimmed">{t('forms.admin.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('forms.admin.title')}</Table.Th>
            <Table.Th>{t('forms.admin.version')}</Table.Th>
            <Table.Th>{t('forms.admin.updated')}</Table.Th>
            <Table.Th>{t('forms.admin.assignColumn')}</Table.Th>
            <Table.Th>{t('forms.admin.responsesColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forms.data.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>
                <Anchor component={Link} to={href(`/admin/forms/${f.id}`)}>
                  {f.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{f.version}</Table.Td>
              <Table.Td>{formatDateTime(f.updatedAt, i18n.language)}</Table.Td>
              <Table.Td>
                {/* The row names the form (WCAG 2.4.4 link purpose in context). */}
                <Anchor component={Link} to={href(`/admin/form-assignments?form=${f.id}`)}>
                  {t('forms.admin.assign')}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={href(`/admin/forms/${f.id}/responses`)}>
                  {t('forms.admin.viewResponses')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/forms: the tenant's stored forms, and a new one by title. */
export function AdminFormsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useCarriedHref();
  const create = useCreateForm();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    create.mutate(
      {
        title: title.trim(),
        definition: starter(title.trim(), t('forms.admin.section', { n: 1 }), t('forms.admin.firstQuestion')),
      },
      {
        onSuccess: (r) => navigate(href(`/admin/forms/${r.data.form.id}`)),
        onError: (err) =>
          setError(
            (isApiRequestError(err) && err.fieldErrors?.title) ||
              (err as Error).message ||
              t('forms.admin.saveFailed'),
          ),
      },
    );
  };
  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('pages.adminForms')}</Title>
          <Text c="dimmed" mt="xs" maw={720}>
            {t('forms.admin.intro')}{' '}
            <Anchor component={Link} to={href('/admin/forms-gallery')} underline="always">
              {t('pages.formsGallery')}
            </Anchor>
            .
          </Text>
        </div>
        <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit}>
          <Title order={2} fz="lg" mb="md">
            {t('forms.admin.create')}
          </Title>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 16rem' }}
              label={t('forms.admin.title')}
              value={title}
              error={error}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={create.isPending}>
              {t('forms.admin.createButton')}
            </Button>
          </Group>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg" mb="md">
            {t('forms.admin.allForms')}
          </Title>
          <FormsTable />
        </Card>
      </Stack>
    </PageContainer>
  );
}
