import { Alert, Anchor, Button, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { responsesCsvHref, responsesPageSize, useFormResponses } from '../api/form-responses.ts';
import { ResponseCard } from '../responses/response-card.tsx';
import { pageCount } from '../responses/response-entries.ts';

function ResponsesSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1].map((i) => (
        <Skeleton key={i} height={180} radius="lg" />
      ))}
    </Stack>
  );
}

/**
 * /admin/forms/:formId/responses: every submission of one form (through an application, an
 * assignment, onboarding or its public link), newest first, a page at a time, and the whole
 * set as CSV. Social numbers are never shown: the server only says one was given.
 */
export function AdminFormResponsesPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { search } = useLocation();
  const formId = useParams().formId ?? '';
  const [page, setPage] = useState(0);
  const query = useFormResponses(formId, page);

  const back = (
    <Anchor component={Link} to={href('/admin/forms')} size="sm">
      ← {t('forms.admin.allForms')}
    </Anchor>
  );
  if (query.isPending)
    return (
      <PageContainer>
        <Stack gap="lg">
          {back}
          <Title order={1}>{t('pages.adminFormResponses')}</Title>
          <ResponsesSkeleton />
        </Stack>
      </PageContainer>
    );
  if (query.isError) {
    const missing = isApiRequestError(query.error) && query.error.status === 404;
    return (
      <PageContainer>
        <Stack gap="lg">
          {back}
          <Title order={1}>{t('pages.adminFormResponses')}</Title>
          <Alert color="red" variant="light" role="alert" title={t('forms.responses.loadFailed')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{missing ? t('forms.admin.notFound') : query.error.message}</Text>
              {missing ? null : (
                <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                  {t('common.tryAgain')}
                </Button>
              )}
            </Stack>
          </Alert>
        </Stack>
      </PageContainer>
    );
  }

  const { form, columns, responses, total } = query.data;
  const pages = pageCount(total, responsesPageSize);
  return (
    <PageContainer>
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Title order={1}>{t('pages.adminFormResponses')}</Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {form.title}
            </Text>
            <Text size="sm" data-testid="responses-total">
              {t('forms.responses.count', { count: total })}
            </Text>
          </div>
          <Group gap="sm">
            <Button component={Link} to={href(`/admin/forms/${formId}`)} variant="default">
              {t('forms.responses.editForm')}
            </Button>
            <Button
              component="a"
              href={responsesCsvHref(formId, search)}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('forms.responses.downloadCsv')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" maw={720}>
          {t('forms.responses.intro')}
        </Text>
        {responses.length === 0 ? (
          <Card withBorder radius="lg" padding="lg">
            <Text>{t('forms.responses.empty')}</Text>
          </Card>
        ) : (
          <Stack gap="md" aria-busy={query.isPlaceholderData}>
            {responses.map((r) => (
              <ResponseCard key={r.id} columns={columns} response={r} currentVersion={form.version} />
            ))}
          </Stack>
        )}
        {pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page + 1}
              onChange={(n) => {
                setPage(n - 1);
                window.scrollTo({ top: 0 });
              }}
              getControlProps={(control) => ({ 'aria-label': t(`forms.responses.pager.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('forms.responses.pager.page', { page: n }) })}
            />
          </Group>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
