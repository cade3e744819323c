import {
  Button,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type AdminInterview, type InterviewKind, interviewLimits } from '@opencareers/contracts/interviews';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { PositionPicker } from '../../admin-directory/index.ts';
import { browserTimeZone, instantOf } from '../logic/zoned-time.ts';
import { useScheduleInterview, useUpdateInterview } from './admin-interviews-api.ts';
import {
  checkValues,
  createBodyOf,
  detailsOf,
  emptyValues,
  type FormErrors,
  type InterviewFormValues,
  valuesOf,
} from './interview-form-values.ts';

const timeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
};

interface Props {
  /** The interview to edit; schedules a new one when absent. */
  interview?: AdminInterview;
  /** Scheduled from an application's page: its candidate and job are fixed, nothing to type. */
  application?: {
    id: string;
    candidateEmail: string;
    candidateName: string;
    positionId: string;
    positionTitle: string;
  };
  onDone?: () => void;
  onClose?: () => void;
}

/** Schedules an interview, or edits one: date and time are read on the wall clock of the chosen zone. */
export function InterviewForm({ interview, application, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const mode = interview ? 'edit' : 'create';
  const kindLabel = useId();
  const zones = useMemo(() => {
    const all = timeZones();
    return all.includes('UTC') ? all : ['UTC', ...all];
  }, []);
  const [values, setValues] = useState<InterviewFormValues>(() =>
    interview
      ? valuesOf(interview)
      : application
        ? {
            ...emptyValues(browserTimeZone()),
            candidateEmail: application.candidateEmail,
            positionId: application.positionId,
          }
        : emptyValues(browserTimeZone()),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const schedule = useScheduleInterview();
  const update = useUpdateInterview();
  const set = <K extends keyof InterviewFormValues>(k: K, v: InterviewFormValues[K]) =>
    setValues((prev) => ({ ...prev, [k]: v }));
  const message = (field: string) => {
    const key = errors[field];
    if (!key) return undefined;
    // Client checks give keys of interviews.admin; the server's field errors are already sentences.
    return ['required', 'mustBeFuture', 'badUrl'].includes(key)
      ? t(`interviews.admin.${key}` as 'interviews.admin.required')
      : key;
  };

  const failed = (error: unknown) => {
    if (isApiRequestError(error) && error.fieldErrors) setErrors(error.fieldErrors);
    showErrorToast(
      isApiRequestError(error) && error.status !== 0 ? error.message : t('interviews.admin.failed'),
    );
  };

  const submit = () => {
    const startChanged =
      !interview || instantOf(values.date, values.time, values.timeZone) !== interview.starts_at;
    const { errors: found, startsAt } = checkValues(values, mode, new Date(), startChanged);
    setErrors(found);
    if (Object.keys(found).length || !startsAt) return;
    if (interview) {
      update.mutate(
        { id: interview.id, body: detailsOf(values, startsAt) },
        {
          onSuccess: () => {
            showSuccessToast(t('interviews.admin.saved'));
            onDone?.();
          },
          onError: failed,
        },
      );
    } else {
      const body = createBodyOf(values, startsAt);
      schedule.mutate(application ? { ...body, application_id: application.id } : body, {
        onSuccess: (r) => {
          showSuccessToast(t('interviews.admin.scheduled', { email: r.data.interview.candidate.email }));
          setValues((v) => ({
            ...emptyValues(v.timeZone),
            candidateEmail: application?.candidateEmail ?? '',
            positionId: application?.positionId ?? null,
          }));
          onDone?.();
        },
        onError: failed,
      });
    }
  };

  return (
    <Stack gap="md">
      <Grid>
        {interview ? (
          <Grid.Col span={12}>
            <Text size="sm">
              <Text span fw={600} size="sm">
                {interview.candidate.fullname}
              </Text>{' '}
              ({interview.candidate.email}) · {interview.position.title}
            </Text>
          </Grid.Col>
        ) : application ? (
          <Grid.Col span={12}>
            <Text size="sm">
              <Text span fw={600} size="sm">
                {application.candidateName}
              </Text>{' '}
              ({application.candidateEmail}) · {application.positionTitle}
            </Text>
          </Grid.Col>
        ) : (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                type="email"
                label={t('interviews.admin.candidateEmail')}
                value={values.candidateEmail}
                onChange={(e) => set('candidateEmail', e.currentTarget.value)}
                error={message('candidate_email')}
                autoComplete="off"
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PositionPicker
                label={t('interviews.admin.position')}
                value={values.positionId}
                onChange={(id) => set('positionId', id)}
                error={message('position_id')}
              />
            </Grid.Col>
          </>
        )}
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            type="date"
            label={t('interviews.admin.date')}
            value={values.date}
            onChange={(e) => set('date', e.currentTarget.value)}
            error={message('date') ?? message('starts_at')}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            type="time"
            label={t('interviews.admin.time')}
            value={values.time}
            onChange={(e) => set('time', e.currentTarget.value)}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('interviews.admin.timeZone')}
            searchable
            limit={100}
            data={zones}
            value={values.timeZone}
            onChange={(z) => z && set('timeZone', z)}
            allowDeselect={false}
            nothingFoundMessage={t('interviews.admin.timeZoneNothing')}
            error={message('time_zone')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <NumberInput
            label={t('interviews.admin.duration')}
            value={values.duration}
            onChange={(v) => set('duration', v)}
            min={interviewLimits.minDurationMinutes}
            max={interviewLimits.maxDurationMinutes}
            step={15}
            allowDecimal={false}
            error={message('duration_minutes')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Text size="sm" fw={500} mb={4} id={kindLabel}>
            {t('interviews.admin.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby={kindLabel}
            fullWidth
            value={values.kind}
            onChange={(v) => set('kind', v as InterviewKind)}
            data={(['video', 'phone', 'onsite'] as const).map((k) => ({
              value: k,
              label: t(`interviews.admin.kindShort.${k}`),
            }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {values.kind === 'video' ? (
            <TextInput
              type="url"
              label={t('interviews.admin.meetingUrl')}
              description={t('interviews.admin.meetingUrlHelp')}
              placeholder="https://"
              value={values.meetingUrl}
              onChange={(e) => set('meetingUrl', e.currentTarget.value)}
              error={message('meeting_url')}
              maxLength={interviewLimits.maxUrlLength}
              required
            />
          ) : (
            <TextInput
              label={t('interviews.admin.location')}
              description={
                values.kind === 'onsite'
                  ? t('interviews.admin.locationHelpOnsite')
                  : t('interviews.admin.locationHelpPhone')
              }
              value={values.location}
              onChange={(e) => set('location', e.currentTarget.value)}
              error={message('location')}
              maxLength={interviewLimits.maxLocationLength}
              required={values.kind === 'onsite'}
            />
          )}
        </Grid.Col>
        <Grid.Col span={12}>
          <TagsInput
            label={t('interviews.admin.interviewers')}
            description={t('interviews.admin.interviewersHelp')}
            value={values.interviewers}
            onChange={(v) => set('interviewers', v)}
            maxTags={interviewLimits.maxInterviewers}
            error={message('interviewers')}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('interviews.admin.notes')}
            value={values.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={interviewLimits.maxNotesLength}
            error={message('notes')}
          />
        </Grid.Col>
      </Grid>
      <Group gap="sm">
        <Button onClick={submit} loading={schedule.isPending || update.isPending}>
          {interview ? t('interviews.admin.save') : t('interviews.admin.schedule')}
        </Button>
        {onClose ? (
          <Button variant="default" onClick={onClose}>
            {t('interviews.admin.cancelEdit')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
