import {
  Alert,
  Button,
  Card,
  Grid,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { assignEmailsMax, assignmentMessageMax } from '@opencareers/contracts/form-assignments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { useAdminCandidates } from '../../admin-directory/index.ts';
import { endOfDayIso, useAssignForm } from '../api/admin-form-assignments.ts';
import { useAdminForms } from '../api/admin-forms.ts';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Assigns one stored form to candidates of this site; each is notified with "action required". */
export function AssignFormCard({ initialFormId }: { initialFormId?: string }) {
  const { t } = useTranslation();
  const forms = useAdminForms();
  const candidates = useAdminCandidates();
  const assign = useAssignForm();
  const [formId, setFormId] = useState<string | null>(initialFormId ?? null);
  const [emails, setEmails] = useState<string[]>([]);
  const [due, setDue] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<{ count: number; title: string }>();
  const [failure, setFailure] = useState<string>();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setDone(undefined);
    setFailure(undefined);
    const missing: Record<string, string> = {};
    if (!formId) missing.formId = t('forms.assign.chooseForm');
    if (!emails.length) missing.emails = t('forms.assign.chooseCandidates');
    setErrors(missing);
    if (Object.keys(missing).length || !formId) return;
    assign.mutate(
      {
        formId,
        emails,
        dueAt: due ? endOfDayIso(due) : null,
        ...(message.trim() ? { message: message.trim() } : {}),
      },
      {
        onSuccess: (r) => {
          setDone({ count: r.data.assignments.length, title: r.data.assignments[0]?.formTitle ?? '' });
          setEmails([]);
          setDue('');
          setMessage('');
        },
        onError: (err) => {
          if (isApiRequestError(err) && err.fieldErrors) setErrors(err.fieldErrors);
          setFailure(describeRequestError(err));
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('forms.assign.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('forms.assign.help')}
          </Text>
        </div>
        {done ? (
          <Alert color="green" variant="light" role="status" styles={{ message: { color: '#1e6b30' } }}>
            {t('forms.assign.done', { count: done.count, title: done.title })}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('forms.assign.form')}
              searchable
              required
              data={(forms.data ?? []).map((f) => ({ value: f.id, label: f.title }))}
              value={formId}
              onChange={setFormId}
              error={errors.formId}
              nothingFoundMessage={t('forms.admin.empty')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MultiSelect
              label={t('forms.assign.candidates')}
              searchable
              required
              maxValues={assignEmailsMax}
              data={(candidates.data ?? []).map((c) => ({
                value: c.email,
                label: `${c.fullname} (${c.email})`,
              }))}
              value={emails}
              onChange={setEmails}
              error={errors.emails}
              nothingFoundMessage={t('forms.assign.noCandidates')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="date"
              label={t('forms.assign.due')}
              description={t('forms.assign.dueHelp')}
              min={today()}
              value={due}
              onChange={(e) => setDue(e.currentTarget.value)}
              error={errors.dueAt}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('forms.assign.message')}
              description={t('forms.assign.messageHelp')}
              autosize
              minRows={2}
              maxLength={assignmentMessageMax}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              error={errors.message}
            />
          </Grid.Col>
        </Grid>
        <div>
          <Button type="submit" loading={assign.isPending}>
            {t('forms.assign.submit')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
