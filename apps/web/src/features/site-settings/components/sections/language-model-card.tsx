import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AssistantConnection,
  type AssistantConnectionTestResult,
  type ConnectionOutcome,
  assistantConnectionLimits as L,
} from '@opencareers/contracts/assistant-connection';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api/api-error.ts';
import {
  useAssistantConnection,
  useSaveAssistantConnection,
  useTestAssistantConnection,
} from '../../api/assistant-connection-api.ts';
import {
  type ConnectionFormValues,
  connectionFormSchema,
  formValuesOf,
  toConnectionBody,
  toTestBody,
} from '../../logic/connection-form.ts';

/** The form schema's messages, which are keys of `assistant.connection`. */
const formErrors = ['urlInvalid', 'urlRequired', 'modelRequired', 'keyRequired'] as const;

const serverMessage = (error: unknown): string | null => {
  if (!isApiRequestError(error) || error.status === 0) return null;
  const data = error.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message ? data.message : null;
};

function TestOutcome({ result }: { result: AssistantConnectionTestResult }) {
  const { t } = useTranslation();
  if (result.ok)
    return (
      <Alert color="green" role="status" title={t('assistant.connection.testOk', { ms: result.elapsed_ms })}>
        {result.detail ? <Text size="sm">“{result.detail}”</Text> : null}
      </Alert>
    );
  const outcome = result.outcome as Exclude<ConnectionOutcome, 'ok'>;
  return (
    <Alert color="red" role="alert" title={t(`assistant.connection.outcome.${outcome}`)}>
      <Stack gap={2}>
        {result.status ? (
          <Text size="sm">{t('assistant.connection.status', { status: result.status })}</Text>
        ) : null}
        {result.detail ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {result.detail}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

function ConnectionForm({ stored }: { stored: AssistantConnection }) {
  const { t } = useTranslation();
  const save = useSaveAssistantConnection();
  const test = useTestAssistantConnection();
  const [saved, setSaved] = useState(false);
  const form = useForm<ConnectionFormValues>({
    resolver: zodResolver(connectionFormSchema),
    defaultValues: formValuesOf(stored),
  });
  const { errors } = form.formState;
  const keyAction = form.watch('key_action');
  const message = (key: string | undefined) =>
    key && (formErrors as readonly string[]).includes(key)
      ? t(`assistant.connection.${key as (typeof formErrors)[number]}`)
      : undefined;

  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(toConnectionBody(values), {
      onSuccess: (r) => {
        form.reset(formValuesOf(r.data));
        setSaved(true);
      },
    });
  });
  const runTest = async () => {
    const ok = await form.trigger(['base_url', 'model', 'timeout_seconds']);
    const values = form.getValues();
    if (!ok) return;
    if (!values.base_url.trim() || !values.model.trim()) {
      if (!values.base_url.trim()) form.setError('base_url', { message: 'urlRequired' });
      if (!values.model.trim()) form.setError('model', { message: 'modelRequired' });
      return;
    }
    test.mutate(toTestBody(values));
  };

  const showKeyInput = !stored.key_set || keyAction === 'replace';
  return (
    <form noValidate onSubmit={submit} aria-labelledby="assistant-connection-title">
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="enabled"
          render={({ field: { value, onChange, ref } }) => (
            <Switch
              ref={ref}
              checked={value}
              onChange={(e) => onChange(e.currentTarget.checked)}
              label={t('assistant.connection.enabled')}
            />
          )}
        />
        <TextInput
          label={t('assistant.connection.url')}
          description={t('assistant.connection.urlHelp')}
          placeholder="https://api.example.com/v1"
          maxLength={L.maxUrlLength}
          inputMode="url"
          autoComplete="off"
          error={message(errors.base_url?.message)}
          {...form.register('base_url')}
        />
        <TextInput
          label={t('assistant.connection.model')}
          description={t('assistant.connection.modelHelp')}
          maxLength={L.maxModelLength}
          autoComplete="off"
          error={message(errors.model?.message)}
          {...form.register('model')}
        />
        <Stack gap={4}>
          {/* The input names the key; without it (a key kept), this line does. */}
          {showKeyInput ? null : (
            <Text size="sm" fw={500}>
              {t('assistant.connection.key')}
            </Text>
          )}
          {stored.key_set ? (
            <Group gap="xs">
              <Text size="sm" c={keyAction === 'clear' ? 'red.8' : undefined}>
                {keyAction === 'clear'
                  ? t('assistant.connection.keyWillClear')
                  : t('assistant.connection.keySet')}
              </Text>
              {keyAction === 'keep' ? (
                <>
                  <Button size="xs" variant="light" onClick={() => form.setValue('key_action', 'replace')}>
                    {t('assistant.connection.replaceKey')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => {
                      form.setValue('key_action', 'clear');
                      form.setValue('api_key', '');
                    }}
                  >
                    {t('assistant.connection.clearKey')}
                  </Button>
                </>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    form.setValue('key_action', 'keep');
                    form.setValue('api_key', '');
                    form.clearErrors('api_key');
                  }}
                >
                  {t('assistant.connection.undo')}
                </Button>
              )}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('assistant.connection.keyNotSet')}
            </Text>
          )}
          {showKeyInput ? (
            <PasswordInput
              label={t('assistant.connection.key')}
              description={t('assistant.connection.keyHelp')}
              maxLength={L.maxKeyLength}
              autoComplete="new-password"
              error={message(errors.api_key?.message)}
              {...form.register('api_key')}
            />
          ) : null}
        </Stack>
        <Controller
          control={form.control}
          name="timeout_seconds"
          render={({ field: { ref, value, onChange, onBlur } }) => (
            <NumberInput
              ref={ref}
              value={value}
              onChange={(v) => onChange(typeof v === 'number' ? v : Number.NaN)}
              onBlur={onBlur}
              label={t('assistant.connection.timeout')}
              description={t('assistant.connection.timeoutHelp')}
              min={L.minTimeoutSeconds}
              max={L.maxTimeoutSeconds}
              allowDecimal={false}
              w={200}
              error={
                errors.timeout_seconds
                  ? t('assistant.connection.timeoutRange', {
                      min: L.minTimeoutSeconds,
                      max: L.maxTimeoutSeconds,
                    })
                  : undefined
              }
            />
          )}
        />
        {save.isError ? (
          <Alert color="red" role="alert">
            {serverMessage(save.error) ?? t('assistant.connection.saveFailed')}
          </Alert>
        ) : null}
        {saved && !form.formState.isDirty ? (
          <Alert color="green" variant="light" role="status">
            {t('assistant.connection.saved')}
          </Alert>
        ) : null}
        {test.data ? <TestOutcome result={test.data.data} /> : null}
        {test.isError ? (
          <Alert color="red" role="alert">
            {serverMessage(test.error) ?? t('assistant.connection.testFailed')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('assistant.connection.save')}
          </Button>
          <Button variant="default" loading={test.isPending} onClick={runTest}>
            {t('assistant.connection.test')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The assistant's optional language model (issue 22 item 3): an OpenAI-compatible server the
 * assistant asks first, with the built-in engine as the fallback. Saved on its own, at once.
 */
export function LanguageModelCard() {
  const { t } = useTranslation();
  const query = useAssistantConnection();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="assistant-connection-title"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="assistant-connection-title">
          {t('assistant.connection.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('assistant.connection.intro')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('assistant.connection.privacy')}
        </Text>
        {query.isPending ? <Skeleton height={120} /> : null}
        {query.isError ? <Alert color="red">{t('assistant.connection.loadFailed')}</Alert> : null}
        {query.data ? <ConnectionForm stored={query.data} /> : null}
      </Stack>
    </Card>
  );
}
