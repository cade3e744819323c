import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { Application } from '@opencareers/contracts/applications';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { applicationSource } from '../../../lib/analytics/attribution.ts';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { useSetPositionTitle } from '../../../lib/page-title/position-title.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { type Reconciled, reconcileAnswers } from '../../forms/index.ts';
import { saveApplicationDraft, useApplicationDraft } from '../api/application-draft.ts';
import { useApplyForm } from '../api/get-apply-form.ts';
import { useApplyPrefill } from '../api/profile-prefill.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { ApplyFormCard } from '../components/apply-form-card.tsx';
import { AlreadyApplied, ApplySuccess, PositionClosed } from '../components/apply-outcome.tsx';
import { PositionSummary } from '../components/position-summary.tsx';
import { useApplyLogging } from '../hooks/use-apply-logging.ts';
import { localizeScreening } from '../logic/localize-screening.ts';
import { signupPrefill } from '../logic/prefill.ts';

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
  const [conflict, setConflict] = useState<Reconciled>();
  const canApply = !!query.data && !query.data.application && query.data.position.status !== 'closed';
  const draft = useApplicationDraft(positionId, user.isLoggedIn && canApply);
  const prefill = useApplyPrefill(
    query.data?.form.definition,
    `${positionId}:${query.data?.form.version ?? ''}`,
    user.isLoggedIn && canApply,
  );
  // One object per loaded form: the renderer keys its state on the definition.
  const definition = useMemo(
    () =>
      query.data &&
      localizeScreening(query.data.form.definition, {
        title: t('apply.screeningTitle'),
        yes: t('forms.ui.yes'),
        no: t('forms.ui.no'),
      }),
    [query.data, t],
  );
  // Once the form shows it stays: logging in mid-form must not swap it for a skeleton.
  const formShown = useRef(false);
  useApplyLogging(positionId, canApply, sent);
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
    const showForm = formShown.current || (!prefill.isLoading && !draft.isLoading);
    if (showForm && canApply) formShown.current = true;
    if (sent) return <ApplySuccess position={position} />;

    /** Answers true when the application went through (see useAutosave's whileSubmitting). */
    const send = async (values: Record<string, unknown>): Promise<unknown> => {
      setProblem(undefined);
      setServerErrors(undefined);
      try {
        const answer = await submit.mutateAsync({
          positionId: position.id,
          formVersion: form.version,
          screeningKey: query.data.screeningKey,
          values,
          // The address's tracked parameters, else the ones the visit landed with.
          attribution: applicationSource(params.toString()),
        });
        setSent(answer.data.application);
        return true;
      } catch (error) {
        if (!isApiRequestError(error)) return setProblem(t('apply.sendFailed'));
        if (error.loginRequired) return askToLogIn(values);
        if (error.code === 'ALREADY_APPLIED' || error.code === 'POSITION_CLOSED') {
          await query.refetch();
          return;
        }
        if (error.status === 409) return formChanged(values);
        if (error.fieldErrors && Object.keys(error.fieldErrors).length) setServerErrors(error.fieldErrors);
        setProblem(error.message || t('apply.sendFailed'));
      }
    };
    // The form changed since it was opened: read the new one and keep every answer that fits it.
    const formChanged = async (values: Record<string, unknown>) => {
      const before = definition ?? form.definition;
      const fresh = (await query.refetch()).data;
      if (!fresh) return setProblem(t('apply.sendFailed'));
      const after = localizeScreening(fresh.form.definition, {
        title: t('apply.screeningTitle'),
        yes: t('forms.ui.yes'),
        no: t('forms.ui.no'),
      });
      setConflict(reconcileAnswers(before, after, values));
    };
    // The name and email already typed go into the sign-up and log-in forms: nothing twice.
    const askToLogIn = (values: Record<string, unknown>): void =>
      openLoginModal({
        action: { run: async () => void (await send(values)), routes: ['applyPage'], skipReload: true },
        prefill: signupPrefill(form.definition, values),
      });
    const onSubmit = (values: Record<string, unknown>) =>
      user.isLoggedIn ? send(values) : askToLogIn(values);

    return (
      <Stack gap="lg">
        <PositionSummary position={position} />
        {application ? (
          <AlreadyApplied application={application} />
        ) : position.status === 'closed' ? (
          <PositionClosed />
        ) : !showForm ? (
          <Skeleton h={420} radius="lg" role="status" aria-label={t('common.loading')} />
        ) : (
          <ApplyFormCard
            // A changed form (409) is shown afresh, with the answers that still fit it.
            key={`${form.version}:${query.data.screeningKey}`}
            title={position.title}
            definition={definition ?? form.definition}
            isLoggedIn={user.isLoggedIn}
            prefill={prefill.data}
            problem={problem}
            serverErrors={serverErrors}
            onSubmit={onSubmit}
            draft={draft.data?.values}
            saveDraft={
              user.isLoggedIn
                ? (values) => saveApplicationDraft(position.id, values, form.version)
                : undefined
            }
            conflict={conflict}
          />
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
