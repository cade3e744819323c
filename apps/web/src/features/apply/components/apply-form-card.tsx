import { Alert, Card, Stack } from '@mantine/core';
import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nFormTexts, WebFormServices } from '../../forms/index.ts';
import type { ApplyPrefill } from '../api/profile-prefill.ts';

interface ApplyFormCardProps {
  title: string;
  definition: FormDefinition;
  isLoggedIn: boolean;
  /** Answers from the profile; read once when the form first shows and never applied again. */
  prefill: ApplyPrefill | undefined;
  problem: string | undefined;
  serverErrors: Record<string, string> | undefined;
  onSubmit: (values: Record<string, unknown>) => void | Promise<void>;
}

/** The application form, prefilled from the profile once, so nothing typed is ever overwritten. */
export function ApplyFormCard(props: ApplyFormCardProps) {
  const { t } = useTranslation();
  // Frozen at first render: a later profile answer (after logging in mid-form) must not
  // reset fields the candidate has typed (the renderer applies changed initial values).
  const [prefill] = useState(props.prefill);
  const prefilled = prefill && Object.keys(prefill.values).length > 0;
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
        {props.problem ? (
          <Alert variant="light" color="red" role="alert" title={t('apply.problemTitle')}>
            {props.problem}
          </Alert>
        ) : null}
        <WebFormServices>
          <I18nFormTexts>
            <FormRenderer
              definition={props.definition}
              initialValues={prefill?.values}
              onSubmit={props.onSubmit}
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
