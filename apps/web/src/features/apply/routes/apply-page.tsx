import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import type { Application } from '@opencareers/contracts/applications';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { useSetPositionTitle } from '../../../lib/page-title/position-title.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { I18nFormTexts } from '../../forms/components/i18n-form-texts.tsx';
import { WebFormServices } from '../../forms/components/web-form-services.tsx';
import { useApplyForm } from '../api/get-apply-form.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { AlreadyApplied, ApplySuccess, PositionClosed } from '../components/apply-outcome.tsx';
import { PositionSummary } from '../components/position-summary.tsx';

function ApplySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-label={t('common.loading')}>
      <Skeleton h={120} radius="lg" />
      <Skeleton h={420} radius="lg" />
    </Stack>
  );
}

function Missing({ kind }: { kind: 'noPosition' | 'notFound' }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  return (
    <StatusPanel icon={<IconSearch size={32} />} title={t(`apply.${kind}Title`)} tone="gray">
      <Stack gap="lg" align="center">
        <Text c="dimmed">{t(`apply.${kind}Body`)}</Text>
        <Button component={Link} to={href('/careers/search')}>
          {t('apply.backToSearch')}
        </Button>
      </Stack>
    </StatusPanel>
  );
}

/**
 * /careers/apply?pid= (and /private): the tenant's application form for one position. A
 * logged-out visitor fills it in, then logs in or signs up in the modal when sending; the
 * answers stay in the form and are sent right after, because an application is followed in
 * an account (docs/applications.md).
 */
export function ApplyPage() {
  const { t } = useTranslation();
  const { user } = useBoot();
  const [params] = useSearchParams();
  const positionId = params.get('pid')?.trim() ?? '';
  const query = useApplyForm(positionId);
  const submit = useSubmitApplication();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState<Application>();
  // Titled "{position} | {company}" like the job page (shell §2 page title).
  useSetPositionTitle(query.data?.position.title);

  if (!positionId)
    return (
      <PageContainer>
        <Missing kind="noPosition" />
      </PageContainer>
    );

  const body = () => {
    if (query.isPending) return <ApplySkeleton />;
    if (query.isError) {
      if (isApiRequestError(query.error) && query.error.status === 404) return <Missing kind="notFound" />;
      return (
        <StatusPanel icon={<IconAlertTriangle size={32} />} title={t('apply.loadFailed')} tone="red">
          <Button onClick={() => query.refetch()}>{t('common.tryAgain')}</Button>
        </StatusPanel>
      );
    }
    const { position, form, application } = query.data;
    if (sent) return <ApplySuccess title={position.title} company={position.company} />;

    const send = async (values: Record<string, unknown>): Promise<void> => {
      setProblem(undefined);
      setServerErrors(undefined);
      try {
        const answer = await submit.mutateAsync({
          positionId: position.id,
          formVersion: form.version,
          values,
        });
        setSent(answer.data.application);
      } catch (error) {
        if (!isApiRequestError(error)) return setProblem(t('apply.sendFailed'));
        if (error.loginRequired) return askToLogIn(values);
        if (error.code === 'ALREADY_APPLIED' || error.code === 'POSITION_CLOSED') {
          await query.refetch();
          return;
        }
        if (error.fieldErrors && Object.keys(error.fieldErrors).length) setServerErrors(error.fieldErrors);
        setProblem(error.message || t('apply.sendFailed'));
      }
    };
    const askToLogIn = (values: Record<string, unknown>): void =>
      openLoginModal({ action: { run: () => send(values), routes: ['applyPage'], skipReload: true } });
    const onSubmit = (values: Record<string, unknown>) =>
      user.isLoggedIn ? send(values) : askToLogIn(values);

    return (
      <Stack gap="lg">
        <PositionSummary position={position} />
        {application ? (
          <AlreadyApplied application={application} />
        ) : position.status === 'closed' ? (
          <PositionClosed />
        ) : (
          <Card withBorder radius="lg" padding="xl" shadow="xs" px={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              {user.isLoggedIn ? null : (
                <Alert variant="light" color="blue" title={t('apply.accountTitle')}>
                  {t('apply.accountBody')}
                </Alert>
              )}
              {problem ? (
                <Alert variant="light" color="red" role="alert" title={t('apply.problemTitle')}>
                  {problem}
                </Alert>
              ) : null}
              <WebFormServices>
                <I18nFormTexts>
                  <FormRenderer
                    definition={form.definition}
                    onSubmit={onSubmit}
                    serverErrors={serverErrors}
                    submitLabel={t('apply.submit')}
                    ariaLabel={t('apply.formLabel', { title: position.title })}
                  />
                </I18nFormTexts>
              </WebFormServices>
            </Stack>
          </Card>
        )}
      </Stack>
    );
  };

  return (
    <PageContainer>
      <Stack maw={760} mx="auto">
        {body()}
      </Stack>
    </PageContainer>
  );
}
