import { Alert, Card, Stack } from '@mantine/core';
import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import {
  type AutosaveStatus,
  draftPayload,
  FormChangedNotice,
  hasUnsavedKinds,
  I18nFormTexts,
  LeaveGuardModal,
  type Reconciled,
  SaveStatus,
  useAutosave,
  useLeaveGuard,
  WebFormServices,
} from '../../forms/index.ts';
import type { ApplyPrefill } from '../api/profile-prefill.ts';

interface ApplyFormCardProps {
  title: string;
  definition: FormDefinition;
  isLoggedIn: boolean;
  /** Answers from the profile; read once when the form first shows and never applied again. */
  prefill: ApplyPrefill | undefined;
  problem: string | undefined;
  serverErrors: Record<string, string> | undefined;
  /** Answers true when the application went through. */
  onSubmit: (values: Record<string, unknown>) => unknown;
  /** The autosaved answers (logged in); they win over the profile's. */
  draft: Record<string, unknown> | undefined;
  /** Saves a draft (logged in only); absent, nothing is autosaved. */
  saveDraft: ((values: Record<string, unknown>) => Promise<unknown>) | undefined;
  /** The form changed under the candidate (409): what changed, and the answers that still fit. */
  conflict: Reconciled | undefined;
}

/** Saves what a draft may hold; answers the server refuses (a shape it cannot keep) are left out once. */
async function saveKept(
  save: (values: Record<string, unknown>) => Promise<unknown>,
  kept: Record<string, unknown>,
) {
  try {
    await save(kept);
  } catch (error) {
    const refused = isApiRequestError(error) && error.status === 422 ? error.fieldErrors : undefined;
    if (!refused || !Object.keys(refused).length) throw error;
    await save(Object.fromEntries(Object.entries(kept).filter(([k]) => !(k in refused))));
  }
}

function AutosaveLine({
  status,
  loggedIn,
  secrets,
}: {
  status: AutosaveStatus;
  loggedIn: boolean;
  secrets: boolean;
}) {
  if (!loggedIn) return null;
  return <SaveStatus status={status} secretsNote={secrets} />;
}

/** The application form, prefilled from the profile once, so nothing typed is ever overwritten. */
export function ApplyFormCard(props: ApplyFormCardProps) {
  const { t } = useTranslation();
  // Frozen at first render: a later profile answer (after logging in mid-form) must not
  // reset fields the candidate has typed (the renderer applies changed initial values).
  const [prefill] = useState(props.prefill);
  const [initialValues] = useState(() =>
    props.conflict ? props.conflict.kept : { ...prefill?.values, ...props.draft },
  );
  const prefilled = !props.draft && prefill && Object.keys(prefill.values).length > 0;
  const [dirty, setDirty] = useState(false);
  const { saveDraft } = props;
  const autosave = useAutosave(
    saveDraft && ((values) => saveKept(saveDraft, draftPayload(props.definition, values).kept)),
  );
  // Logged in, answers are safe once saved; logged out, anything typed would be lost.
  const blocker = useLeaveGuard(saveDraft ? autosave.unsaved : dirty);
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {props.isLoggedIn ? null : (
          <Alert variant="light" color="blue" title={t('apply.accountTitle')}>
            {t('apply.accountBody')}
          </Alert>
        )}
        {prefilled ? (
          <Alert variant="light" color="teal" icon={<IconUserCheck size={20} aria-hidden />} c="dark.7">
            {t('personalization.prefilled')}
            {prefill.resumeName
              ? ` ${t('personalization.prefilledResume', { name: prefill.resumeName })}`
              : ''}
          </Alert>
        ) : null}
        {props.conflict ? <FormChangedNotice changes={props.conflict} /> : null}
        {props.problem ? (
          <Alert variant="light" color="red" role="alert" title={t('apply.problemTitle')}>
            {props.problem}
          </Alert>
        ) : null}
        <AutosaveLine
          status={autosave.status}
          loggedIn={!!saveDraft}
          secrets={hasUnsavedKinds(props.definition)}
        />
        <LeaveGuardModal blocker={blocker} />
        <WebFormServices>
          <I18nFormTexts>
            <FormRenderer
              definition={props.definition}
              initialValues={initialValues}
              onSubmit={autosave.whileSubmitting(props.onSubmit)}
              onChange={(change) => autosave.change(change.values)}
              onDirtyChange={setDirty}
              serverErrors={props.serverErrors}
              submitLabel={t('apply.submit')}
              ariaLabel={t('apply.formLabel', { title: props.title })}
            />
          </I18nFormTexts>
        </WebFormServices>
      </Stack>
    </Card>
  );
}
