import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type LetterTemplate,
  type SaveLetterTemplateBody,
  saveLetterTemplateBodySchema,
} from '@opencareers/contracts/letter-templates';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { formatDateTime } from '../../../lib/i18n/format-day.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { serverMessage } from '../logic/server-message.ts';
import { LetterPreviewPane } from './letter-preview-pane.tsx';
import { useLetterTemplate, useSaveLetterTemplate } from './letter-template-api.ts';
import { LetterTemplateEditor, letterTemplateProblems } from './letter-template-editor.tsx';
import { NextStepsCard } from './next-steps-card.tsx';
import { SaveLetterModal } from './save-letter-modal.tsx';
import { SigningKeyCard } from './signing-key-card.tsx';

function SavedLine({ template }: { template: LetterTemplate }) {
  const { t, i18n } = useTranslation();
  if (template.is_default && template.version === 0)
    return <Text size="sm">{t('offers.letterTemplate.usingDefault')}</Text>;
  return (
    <Text size="sm">
      {t(template.is_default ? 'offers.letterTemplate.savedDefault' : 'offers.letterTemplate.saved', {
        version: template.version,
        who: template.updated_by ?? '—',
        when: template.updated_at ? formatDateTime(template.updated_at, i18n.language) : '—',
      })}
    </Text>
  );
}

/** The editor with its own draft text and the version it started from (for the 409 check). */
function LetterTemplateWorkspace({ template }: { template: LetterTemplate }) {
  const { t } = useTranslation();
  const query = useLetterTemplate();
  const save = useSaveLetterTemplate();
  // The draft and the version it started from (for the 409 check), checked by the save's contract.
  const form = useForm<SaveLetterTemplateBody>({
    resolver: zodResolver(saveLetterTemplateBodySchema),
    defaultValues: { body: template.body, version: template.version },
  });
  const text = form.watch('body');
  const version = form.watch('version');
  const [confirming, setConfirming] = useState(false);
  /** The version someone else saved while this draft was open (409), until the admin chooses. */
  const [conflict, setConflict] = useState<number | null>(null);
  const p = letterTemplateProblems(text);
  const valid = !p.empty && !p.tooLong && !p.unclosed && p.unknown.length === 0;
  const dirty = text !== template.body || version !== template.version;

  const confirmSave = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (res) => {
          setConfirming(false);
          setConflict(null);
          form.reset({ body: res.data.body, version: res.data.version });
          showSuccessToast(t('offers.letterTemplate.savedToast'));
        },
        onError: (e) => {
          setConfirming(false);
          const current = isApiRequestError(e)
            ? (e.data as { currentVersion?: unknown })?.currentVersion
            : null;
          if (isApiRequestError(e) && e.status === 409 && typeof current === 'number') setConflict(current);
          else showErrorToast(serverMessage(e) ?? t('offers.letterTemplate.saveFailed'));
        },
      }),
    () => setConfirming(false),
  );

  const loadTheirs = async () => {
    const fresh = await query.refetch();
    if (!fresh.data) return;
    form.reset({ body: fresh.data.body, version: fresh.data.version });
    setConflict(null);
  };
  // The admin read the warning and saves over the other version on purpose.
  const keepMine = () => {
    if (conflict !== null) form.setValue('version', conflict);
    setConflict(null);
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <SavedLine template={template} />
          {conflict !== null && (
            <Alert color="yellow" title={t('offers.letterTemplate.conflictTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('offers.letterTemplate.conflictBody')}</Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => void loadTheirs()}>
                    {t('offers.letterTemplate.loadTheirs')}
                  </Button>
                  <Button size="xs" variant="default" onClick={keepMine}>
                    {t('offers.letterTemplate.keepMine')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <Controller
            control={form.control}
            name="body"
            render={({ field }) => (
              <LetterTemplateEditor
                value={field.value}
                onChange={field.onChange}
                mergeFields={template.merge_fields}
              />
            )}
          />
          <Group gap="sm">
            <Button onClick={() => setConfirming(true)} disabled={!valid || !dirty || conflict !== null}>
              {t('offers.letterTemplate.save')}
            </Button>
            <Button
              variant="default"
              onClick={() => form.setValue('body', template.default_body)}
              disabled={text === template.default_body}
            >
              {t('offers.letterTemplate.reset')}
            </Button>
            {dirty && (
              <Text size="sm" c="dimmed">
                {t('offers.letterTemplate.unsaved')}
              </Text>
            )}
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <LetterPreviewPane body={text} />
      </Card>
      <SaveLetterModal
        opened={confirming}
        saving={save.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirmSave}
      />
    </SimpleGrid>
  );
}

/** Issue 16 item 5: the company's offer letter wording, with merge fields and a live preview. */
export function LetterTemplatePage() {
  const { t } = useTranslation();
  const query = useLetterTemplate();
  return (
    <PageContainer>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('pages.adminLetterTemplate')}</Title>
          <Text c="dimmed">{t('offers.letterTemplate.intro')}</Text>
        </Stack>
        {query.isPending && <Skeleton height={480} radius="lg" />}
        {query.isError && (
          <Alert color="red">{serverMessage(query.error) ?? t('offers.letterTemplate.loadFailed')}</Alert>
        )}
        {query.data && <LetterTemplateWorkspace template={query.data} />}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <NextStepsCard />
          <SigningKeyCard />
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
