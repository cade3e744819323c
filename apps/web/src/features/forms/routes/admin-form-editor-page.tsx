import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormDefinition, FormLayout } from '@opencareers/forms/core/definition-schema';
import { FormPreviewButton } from '@opencareers/forms/react/form-preview';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useAdminForm, useSaveForm } from '../api/admin-forms.ts';
import { I18nFormTexts } from '../components/i18n-form-texts.tsx';
import { ServerFieldErrors } from '../components/server-field-errors.tsx';
import { WebFormServices } from '../components/web-form-services.tsx';

/**
 * The definition's `public` flag: a public form takes answers from any signed-in candidate at
 * its own link (the server refuses direct answers to any other form). The link is shown once
 * the flag is saved, since before that it would not work.
 */
function PublicSwitch({
  formId,
  checked,
  saved,
  onChange,
}: {
  formId: string;
  checked: boolean;
  saved: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const link = href(`/careers/forms?form=${formId}`);
  return (
    <Stack gap={6} mt="md">
      <Switch
        label={t('forms.admin.public')}
        description={t('forms.admin.publicHelp')}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {checked && saved ? (
        <Text size="sm">
          {t('forms.admin.publicLink')}{' '}
          <Anchor component={Link} to={link} style={{ overflowWrap: 'anywhere' }}>
            {`${window.location.origin}${link}`}
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}

const candidateLayouts: Exclude<FormLayout, 'adminEditor'>[] = ['plain', 'stepper', 'htmlDescription'];

/**
 * /admin/forms/:formId: the stored definition in the admin editor layout. Edits stay in a draft
 * until Save; the server checks the definition with the same schema and its field messages are
 * listed by question. After a save the form is read back, so the page shows what was stored.
 */
export function AdminFormEditorPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const formId = useParams().formId ?? '';
  const form = useAdminForm(formId);
  const save = useSaveForm(formId);
  const [title, setTitle] = useState('');
  const [draft, setDraft] = useState<FormDefinition>();
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [savedVersion, setSavedVersion] = useState<number>();

  // Each load (the first, and the read-back after a save) replaces the draft.
  useEffect(() => {
    if (!form.data) return;
    setTitle(form.data.title);
    setDraft(form.data.definition);
    setDirty(false);
  }, [form.data]);

  const edit = (def: FormDefinition) => {
    setDraft(def);
    setDirty(true);
    setSavedVersion(undefined);
  };

  const submit = () => {
    if (!draft) return;
    setErrors({});
    setFailure(undefined);
    save.mutate(
      { title: title.trim(), definition: { ...draft, title: title.trim() } },
      {
        onSuccess: (r) => setSavedVersion(r.data.form.version),
        onError: (err) => {
          if (isApiRequestError(err) && err.fieldErrors) setErrors(err.fieldErrors);
          setFailure(err.message || t('forms.admin.saveFailed'));
        },
      },
    );
  };

  const back = (
    <Anchor component={Link} to={href('/admin/forms')} size="sm">
      ← {t('forms.admin.allForms')}
    </Anchor>
  );
  if (form.isPending || (form.data && !draft))
    return (
      <PageContainer>
        <Skeleton height={320} radius="md" role="status" aria-label={t('common.loading')} />
      </PageContainer>
    );
  if (form.isError || !draft)
    return (
      <PageContainer>
        <Stack>
          {back}
          <Alert color="red" variant="light" title={t('forms.admin.notFound')}>
            {form.error?.message}
          </Alert>
        </Stack>
      </PageContainer>
    );

  return (
    <PageContainer>
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('pages.adminForm')}</Title>
            <Text c="dimmed" size="sm" data-testid="form-version">
              {t('forms.admin.versionLine', { version: form.data?.version ?? 1 })}
            </Text>
          </div>
          <Group>
            <Button component={Link} to={href(`/admin/forms/${formId}/responses`)} variant="default">
              {t('forms.admin.responses')}
            </Button>
            {dirty ? (
              // orange.9 is 4.3:1 on white, below AA for small text; red.9 reads 5.4:1.
              <Text size="sm" c="red.9" fw={500}>
                {t('forms.admin.unsaved')}
              </Text>
            ) : null}
            <WebFormServices>
              <I18nFormTexts>
                <FormPreviewButton definition={draft} title={title} />
              </I18nFormTexts>
            </WebFormServices>
            <Button onClick={submit} loading={save.isPending} disabled={!dirty && !failure}>
              {t('forms.admin.save')}
            </Button>
          </Group>
        </Group>
        {savedVersion ? (
          <Alert color="green" variant="light" role="status">
            {t('forms.admin.saved', { version: savedVersion })}
          </Alert>
        ) : null}
        {failure && !Object.keys(errors).length ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <ServerFieldErrors errors={errors} definition={draft} />
        <Card withBorder radius="lg" padding="lg">
          <Group align="flex-start" wrap="wrap">
            <TextInput
              style={{ flex: '2 1 16rem' }}
              label={t('forms.admin.title')}
              value={title}
              error={errors.title}
              onChange={(e) => {
                setTitle(e.currentTarget.value);
                setDirty(true);
              }}
            />
            <NativeSelect
              style={{ flex: '1 1 12rem' }}
              label={t('forms.admin.layout')}
              data={candidateLayouts.map((v) => ({ value: v, label: t(`forms.gallery.${v}`) }))}
              value={draft.layout === 'adminEditor' ? 'plain' : (draft.layout ?? 'plain')}
              onChange={(e) => edit({ ...draft, layout: e.currentTarget.value as FormLayout })}
            />
          </Group>
          <PublicSwitch
            formId={formId}
            checked={draft.public === true}
            saved={form.data?.definition.public === true}
            onChange={(on) => edit({ ...draft, public: on })}
          />
        </Card>
        <WebFormServices>
          <I18nFormTexts>
            <FormRenderer
              definition={draft}
              layout="adminEditor"
              onDefinitionChange={edit}
              ariaLabel={title}
            />
          </I18nFormTexts>
        </WebFormServices>
      </Stack>
    </PageContainer>
  );
}
