import { Alert, Card, Stack, Text } from '@mantine/core';
import type { FormAssignmentResponse } from '@opencareers/contracts/form-assignments';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { formAssignmentKey, useSaveDraft, useSubmitAssignment } from '../api/form-assignment.ts';
import { FormChangedNotice } from '../autosave/form-changed-notice.tsx';
import { hasUnsavedKinds, type Reconciled, reconcileAnswers } from '../autosave/form-reconcile.ts';
import { LeaveGuardModal } from '../autosave/leave-guard-modal.tsx';
import { SaveStatus } from '../autosave/save-status.tsx';
import { useAutosave } from '../autosave/use-autosave.ts';
import { useLeaveGuard } from '../autosave/use-leave-guard.ts';
import { I18nFormTexts } from '../components/i18n-form-texts.tsx';
import { SubmitProblemAlert } from '../components/submit-problem-alert.tsx';
import { useSubmitProblem } from '../components/use-submit-problem.ts';
import { WebFormServices } from '../components/web-form-services.tsx';
import { draftPayload } from './draft-payload.ts';
import { SaveDraftButton } from './save-draft-button.tsx';

type Data = FormAssignmentResponse['data'];

/**
 * An open or in-progress form: filled in with the toolkit's renderer, autosaved as a draft
 * about a second after each change, saved for later or submitted. When the form changed
 * since it was opened (409), the new version is shown with every answer that still fits.
 */
export function FillAssignment({ data, onSubmitted }: { data: Data; onSubmitted: () => void }) {
  const client = useQueryClient();
  const [conflict, setConflict] = useState<Reconciled>();
  const onFormChanged = async (values: Record<string, unknown>) => {
    await client.refetchQueries({ queryKey: formAssignmentKey(data.assignment.id) });
    const fresh = client.getQueryData<FormAssignmentResponse>(formAssignmentKey(data.assignment.id));
    if (fresh) setConflict(reconcileAnswers(data.form.definition, fresh.data.form.definition, values));
    return !!fresh;
  };
  return (
    <FillForm
      key={data.form.version}
      data={data}
      conflict={conflict}
      onSubmitted={onSubmitted}
      onFormChanged={onFormChanged}
    />
  );
}

function FillForm({
  data,
  conflict,
  onSubmitted,
  onFormChanged,
}: {
  data: Data;
  conflict: Reconciled | undefined;
  onSubmitted: () => void;
  onFormChanged: (values: Record<string, unknown>) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = data.assignment.id;
  const save = useSaveDraft(id);
  const submit = useSubmitAssignment(id);
  const { serverErrors, problem, clear, show, fail } = useSubmitProblem(onFormChanged);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const definition = data.form.definition;
  // Frozen at mount: the form holds the answers after that.
  const [initialValues] = useState(() => (conflict ? conflict.kept : (data.draft ?? undefined)));
  const labelOf = (name: string) =>
    definition.sections.flatMap((s) => s.items).find((i) => i.name === name)?.label ?? name;
  const autosave = useAutosave(async (values) => {
    await save.mutateAsync(draftPayload(definition, values).kept);
  });
  const blocker = useLeaveGuard(autosave.unsaved);

  const onSave = ({ kept, left }: { kept: Record<string, unknown>; left: string[] }) => {
    clear();
    save.mutate(kept, {
      onSuccess: () => {
        setLeftOut(left);
        showSuccessToast(t('forms.view.saved'));
      },
      onError: (err) => show(err),
    });
  };

  const onSubmit = async (values: Record<string, unknown>) => {
    clear();
    try {
      await submit.mutateAsync({ values, formVersion: data.form.version });
      onSubmitted();
      return true;
    } catch (err) {
      await fail(err, values);
      return false;
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="lg">
        {conflict ? <FormChangedNotice changes={conflict} /> : null}
        <SubmitProblemAlert problem={problem} />
        {leftOut.length ? (
          <Alert color="blue" variant="light" title={t('forms.view.notKeptTitle')}>
            <Text size="sm">{t('forms.view.notKept', { fields: leftOut.map(labelOf).join(', ') })}</Text>
          </Alert>
        ) : null}
        <SaveStatus status={autosave.status} secretsNote={hasUnsavedKinds(definition)} />
        <LeaveGuardModal blocker={blocker} />
        <WebFormServices>
          <I18nFormTexts>
            <FormRenderer
              definition={definition}
              // The editor layout is for admins; a candidate always gets a fillable one.
              layout={definition.layout === 'adminEditor' ? 'plain' : definition.layout}
              initialValues={initialValues}
              serverErrors={serverErrors}
              onSubmit={autosave.whileSubmitting(onSubmit)}
              onChange={(change) => autosave.change(change.values)}
              stickyFooter={definition.layout === 'stepper'}
              actions={<SaveDraftButton definition={definition} loading={save.isPending} onSave={onSave} />}
              ariaLabel={data.assignment.name}
            />
          </I18nFormTexts>
        </WebFormServices>
      </Stack>
    </Card>
  );
}
