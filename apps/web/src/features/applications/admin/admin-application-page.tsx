import { Anchor, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { I18nFormTexts, WebFormServices } from '../../forms/index.ts';
import { useAdminApplication } from './admin-applications-api.ts';
import { ApplicationSource } from './application-source.tsx';
import { ChangeStatusForm } from './change-status-form.tsx';
import { AddNoteForm, DeclineDecision, PipelineActions } from './pipeline-actions.tsx';
import { PipelineTimeline } from './pipeline-timeline-card.tsx';
import { ResumePreview } from './resume-preview.tsx';
import { ScreeningAnswers } from './screening-answers.tsx';
import { UploadedFiles } from './uploaded-files.tsx';

/**
 * /admin/applications/:id: one application's pipeline. Its interviews, offers, forms, notes
 * and status changes on one timeline, the actions that add to it, the résumé and the answers.
 */
export function AdminApplicationPage() {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const { id = '' } = useParams();
  const query = useAdminApplication(id);
  const back = (
    <Button
      component={Link}
      to={href('/admin/applications')}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      w="fit-content"
      px={0}
    >
      {t('pages.adminApplications')}
    </Button>
  );
  if (query.isPending)
    return (
      <PageContainer>
        <Stack gap="lg" role="status" aria-label={t('common.loading')}>
          <Skeleton h={40} w={240} />
          <Skeleton h={300} radius="lg" />
        </Stack>
      </PageContainer>
    );
  if (query.isError)
    return (
      <PageContainer>
        {back}
        <StatusPanel icon={<IconSearch size={32} />} title={t('applications.admin.notFound')} tone="gray" />
      </PageContainer>
    );
  const a = query.data;
  return (
    <PageContainer>
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{a.candidate.name || a.candidate.email}</Title>
            <Text c="dimmed">
              {a.candidate.email} ·{' '}
              <Anchor component={Link} to={href(`/careers/job/${a.position.id}`)} underline="always">
                {a.position.title}
              </Anchor>{' '}
              · {t('applications.appliedOn', { date: formatDay(a.applied_at, i18n.language) })}
            </Text>
            <ApplicationSource attribution={a.attribution} />
            {a.referral ? (
              <Text c="dimmed" size="sm" data-testid="application-referral">
                {t('referrals.referredBy', {
                  name: a.referral.referrer.name || a.referral.referrer.email,
                  email: a.referral.referrer.email,
                  date: formatDay(a.referral.referred_at, i18n.language),
                })}
              </Text>
            ) : null}
          </div>
          <ApplicationStatusBadge status={a.status} />
        </Group>
        <DeclineDecision application={a} />
        <SectionCard title={t('applications.pipeline.actions')}>
          <PipelineActions application={a} />
        </SectionCard>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <SectionCard title={t('applications.pipeline.timeline')}>
                <PipelineTimeline application={a} />
              </SectionCard>
              <SectionCard title={t('applications.pipeline.resume')}>
                <ResumePreview application={a} />
              </SectionCard>
              <SectionCard title={t('applications.admin.answers')}>
                {a.form ? (
                  <WebFormServices>
                    <I18nFormTexts>
                      <Stack gap="lg">
                        <UploadedFiles application={a} />
                        <FormRenderer definition={a.form.definition} mode="view" initialValues={a.answers} />
                      </Stack>
                    </I18nFormTexts>
                  </WebFormServices>
                ) : (
                  <Text c="dimmed">{t('applications.admin.noAnswers')}</Text>
                )}
              </SectionCard>
              {a.screening.length ? (
                <Card
                  withBorder
                  radius="lg"
                  padding="lg"
                  component="section"
                  aria-labelledby="screening-answers"
                >
                  <Title order={2} fz="lg" mb="md" id="screening-answers">
                    {t('adminJobs.screening.answersTitle')}
                  </Title>
                  <ScreeningAnswers answers={a.screening} />
                </Card>
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <SectionCard title={t('applications.admin.changeStatus')}>
                <ChangeStatusForm application={a} />
              </SectionCard>
              <SectionCard title={t('applications.pipeline.notes')}>
                <AddNoteForm application={a} />
              </SectionCard>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </PageContainer>
  );
}

/** One titled card of the page. */
function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
