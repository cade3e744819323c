import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type AssistantKnowledgeEntry,
  assistantKnowledgeBodySchema,
  assistantLimits,
} from '@opencareers/contracts/assistant';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiRequestError } from '../../../../lib/api/api-error.ts';
import { useSaveKnowledgeEntry } from '../../api/assistant-knowledge-api.ts';

const serverMessage = (error: unknown): string | null => {
  if (!isApiRequestError(error) || error.status === 0) return null;
  const data = error.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message ? data.message : null;
};

/** Adds an entry (entry null) or changes one: a title, the answer, other words people use. */
export function KnowledgeEntryForm({
  entry,
  onDone,
}: {
  entry: AssistantKnowledgeEntry | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveKnowledgeEntry();
  const form = useForm<
    z.input<typeof assistantKnowledgeBodySchema>,
    unknown,
    z.output<typeof assistantKnowledgeBodySchema>
  >({
    resolver: zodResolver(assistantKnowledgeBodySchema),
    defaultValues: { title: entry?.title ?? '', body: entry?.body ?? '', keywords: entry?.keywords ?? '' },
  });
  const submit = form.handleSubmit((body) =>
    save.mutate({ id: entry?.id ?? null, body }, { onSuccess: onDone }),
  );
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={entry ? t('assistant.admin.editTitle') : t('assistant.admin.addTitle')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('assistant.admin.title')}
          description={t('assistant.admin.titleHelp')}
          required
          maxLength={assistantLimits.maxKnowledgeTitleLength}
          error={errors.title ? t('assistant.admin.titleRequired') : undefined}
          {...form.register('title')}
        />
        <Textarea
          label={t('assistant.admin.body')}
          description={t('assistant.admin.bodyHelp')}
          required
          autosize
          minRows={3}
          maxLength={assistantLimits.maxKnowledgeBodyLength}
          error={errors.body ? t('assistant.admin.bodyRequired') : undefined}
          {...form.register('body')}
        />
        <TextInput
          label={t('assistant.admin.keywords')}
          description={t('assistant.admin.keywordsHelp')}
          maxLength={500}
          {...form.register('keywords')}
        />
        {save.isError ? (
          <Alert color="red" role="alert">
            {serverMessage(save.error) ?? t('assistant.admin.saveFailed')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('assistant.admin.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('assistant.admin.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
