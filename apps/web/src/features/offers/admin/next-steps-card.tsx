import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import { offerTextLimits } from '@opencareers/contracts/offers';
import { saveNextStepsBodySchema } from '@opencareers/contracts/offers-next-steps';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { serverMessage } from '../logic/server-message.ts';
import { useNextSteps, useSaveNextSteps } from './next-steps-api.ts';

function NextStepsEditor({ saved }: { saved: string | null }) {
  const { t } = useTranslation();
  const save = useSaveNextSteps();
  const form = useForm<
    z.input<typeof saveNextStepsBodySchema>,
    unknown,
    z.output<typeof saveNextStepsBodySchema>
  >({ resolver: zodResolver(saveNextStepsBodySchema), defaultValues: { text: saved ?? '' } });
  const dirty = (form.watch('text') ?? '').trim() !== (saved ?? '');
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (r) => {
        form.reset({ text: r.data.text ?? '' });
        showSuccessToast(t('offers.nextStepsText.saved'));
      },
      onError: (e) => showErrorToast(serverMessage(e) ?? t('offers.nextStepsText.saveFailed')),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Textarea
          label={t('offers.nextStepsText.label')}
          description={t('offers.nextStepsText.help')}
          placeholder={t('offers.overview.nextStepsDefault')}
          {...form.register('text')}
          maxLength={offerTextLimits.nextSteps}
          error={form.formState.errors.text?.message}
          autosize
          minRows={3}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {t('offers.nextStepsText.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The company's "what happens next" text, shown to a candidate after signing (docs/offers.md). */
export function NextStepsCard() {
  const { t } = useTranslation();
  const query = useNextSteps();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="next-steps-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="next-steps-title">
          {t('offers.nextStepsText.title')}
        </Title>
        {query.isPending && <Skeleton height={100} />}
        {query.isError && (
          <Alert color="red">{serverMessage(query.error) ?? t('offers.nextStepsText.loadFailed')}</Alert>
        )}
        {query.data && <NextStepsEditor key={query.data.updated_at ?? 'none'} saved={query.data.text} />}
      </Stack>
    </Card>
  );
}
