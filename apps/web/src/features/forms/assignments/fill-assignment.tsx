import { Alert, Button, Card, Text } from '@mantine/core';
import type { FormAssignmentResponse } from '@opencareers/contracts/form-assignments';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { useSaveDraft, useSubmitAssignment } from '../api/form-assignment.ts';
import { I18nFormTexts } from '../components/i18n-form-texts.tsx';
import { WebFormServices } from '../components/web-form-services.tsx';
import { SaveDraftButton } from './save-draft-button.tsx';

type Data = FormAssignmentResponse['data'];

/** An open or in-progress form: filled in with the toolkit's renderer, saved for later or submitted. */
export function FillAssignment({ data, onSubmitted }: { data: Data; onSubmitted: () => void }) {
  const { t } = useTranslation();
  const id = data.assignment.id;
  const save = useSaveDraft(id);
  const submit = useSubmitAssignment(id);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [problem, setProblem] = useState<{ message: string; stale: boolean }>();
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const definition = data.form.definition;
  const labelOf = (name: string) =>
    definition.sections.flatMap((s) => s.items).find((i) => i.name === name)?.label ?? name;

  const onSave = ({ kept, left }: { kept: Record<string, unknown>; left: string[] }) => {
    setProblem(undefined);
    save.mutate(kept, {
      onSuccess: () => {
        setLeftOut(left);
        showSuccessToast(t('forms.view.saved'));
      },
      onError: (err) => {
        if (isApiRequestError(err) && err.fieldErrors) setServerErrors(err.fieldErrors);
        setProblem({ message: describeRequestError(err), stale: false });
      },
    });
  };

  const onSubmit = async (values: Record<string, unknown>) => {
    setProblem(undefined);
    setServerErrors(undefined);
    try {
      await submit.mutateAsync({ values, formVersion: data.form.version });
      onSubmitted();
    } catch (err) {
      if (isApiRequestError(err) && err.fieldErrors) setServerErrors(err.fieldErrors);
      setProblem({
        message: describeRequestError(err),
        stale: isApiRequestError(err) && err.status === 409,
      });
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      {problem ? (
        <Alert color="red" variant="light" mb="lg" role="alert" title={t('forms.view.problem')}>
          <Text size="sm">{problem.message}</Text>
          {problem.stale ? (
            <Button mt="sm" size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
              {t('forms.view.reload')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {leftOut.length ? (
        <Alert color="blue" variant="light" mb="lg" title={t('forms.view.notKeptTitle')}>
          <Text size="sm">{t('forms.view.notKept', { fields: leftOut.map(labelOf).join(', ') })}</Text>
        </Alert>
      ) : null}
      <WebFormServices>
        <I18nFormTexts>
          <FormRenderer
            definition={definition}
            // The editor layout is for admins; a candidate always gets a fillable one.
            layout={definition.layout === 'adminEditor' ? 'plain' : definition.layout}
            initialValues={data.draft ?? undefined}
            serverErrors={serverErrors}
            onSubmit={onSubmit}
            stickyFooter={definition.layout === 'stepper'}
            actions={<SaveDraftButton definition={definition} loading={save.isPending} onSave={onSave} />}
            ariaLabel={data.assignment.name}
          />
        </I18nFormTexts>
      </WebFormServices>
    </Card>
  );
}
