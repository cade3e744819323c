import { Alert, Card, Stack, Text } from '@mantine/core';
import type { FormDto } from '@opencareers/contracts/forms';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicFormKey, useSubmitPublicForm } from '../api/public-form.ts';
import { FormChangedNotice } from '../autosave/form-changed-notice.tsx';
import { type Reconciled, reconcileAnswers } from '../autosave/form-reconcile.ts';
import { LeaveGuardModal } from '../autosave/leave-guard-modal.tsx';
import { useLeaveGuard } from '../autosave/use-leave-guard.ts';
import { I18nFormTexts } from '../components/i18n-form-texts.tsx';
import { SubmitProblemAlert } from '../components/submit-problem-alert.tsx';
import { useSubmitProblem } from '../components/use-submit-problem.ts';
import { WebFormServices } from '../components/web-form-services.tsx';

/**
 * A public form, filled in by a signed-in candidate and sent once. There is no draft to keep
 * (a public form has no context to file one under), so leaving with answers typed warns
 * instead. A form changed underneath (409) comes back with every answer that still fits.
 */
export function FillPublicForm({ form }: { form: FormDto }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [conflict, setConflict] = useState<Reconciled>();
  const [sent, setSent] = useState(false);
  const onFormChanged = async (values: Record<string, unknown>) => {
    await client.refetchQueries({ queryKey: publicFormKey(form.id) });
    const fresh = client.getQueryData<{ data: { form: FormDto } }>(publicFormKey(form.id));
    if (fresh) setConflict(reconcileAnswers(form.definition, fresh.data.form.definition, values));
    return !!fresh;
  };
  if (sent)
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden />}
        title={t('forms.view.submittedTitle')}
        styles={{ title: { color: '#1e6b30' } }}
      >
        <Text size="sm">{t('forms.public.thanks')}</Text>
      </Alert>
    );
  return (
    <FillForm
      key={form.version}
      form={form}
      conflict={conflict}
      onFormChanged={onFormChanged}
      onSent={() => {
        setSent(true);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

function FillForm({
  form,
  conflict,
  onFormChanged,
  onSent,
}: {
  form: FormDto;
  conflict: Reconciled | undefined;
  onFormChanged: (values: Record<string, unknown>) => Promise<boolean>;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const submit = useSubmitPublicForm(form.id);
  const [dirty, setDirty] = useState(!!conflict);
  const { serverErrors, problem, clear, fail } = useSubmitProblem(onFormChanged);
  const [initialValues] = useState(() => conflict?.kept);
  const blocker = useLeaveGuard(dirty && !submit.isSuccess);
  const definition = form.definition;

  const onSubmit = async (values: Record<string, unknown>) => {
    clear();
    try {
      await submit.mutateAsync({ values, formVersion: form.version });
      setDirty(false);
      onSent();
    } catch (err) {
      await fail(err, values);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="lg">
        {conflict ? <FormChangedNotice changes={conflict} /> : null}
        <SubmitProblemAlert problem={problem} />
        <Text size="sm" c="dimmed">
          {t('forms.public.noDraft')}
        </Text>
        <LeaveGuardModal blocker={blocker} />
        <WebFormServices>
          <I18nFormTexts>
            <FormRenderer
              definition={definition}
              layout={definition.layout === 'adminEditor' ? 'plain' : definition.layout}
              initialValues={initialValues}
              serverErrors={serverErrors}
              onSubmit={onSubmit}
              onDirtyChange={setDirty}
              stickyFooter={definition.layout === 'stepper'}
              ariaLabel={form.title}
            />
          </I18nFormTexts>
        </WebFormServices>
      </Stack>
    </Card>
  );
}
