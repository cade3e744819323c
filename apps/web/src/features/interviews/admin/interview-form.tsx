import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, NumberInput, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import {
  type AdminInterview,
  type CreateInterviewBody,
  createInterviewBodySchema,
  interviewKinds,
  interviewLimits,
  type UpdateInterviewBody,
  updateInterviewBodySchema,
} from '@opencareers/contracts/interviews';
import { useMemo } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { onInputs, setServerErrors } from '../../../lib/forms/on-inputs.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { PositionPicker } from '../../admin-directory/index.ts';
import { browserTimeZone, instantOf } from '../logic/zoned-time.ts';
import { useScheduleInterview, useUpdateInterview } from './admin-interviews-api.ts';
import {
  checkValues,
  createBodyOf,
  detailsOf,
  emptyValues,
  type InterviewFormValues,
  interviewFormValuesSchema,
  interviewInputOf,
  valuesOf,
} from './interview-form-values.ts';
import { ChoiceField, DateTimeFields, PlaceField, TimeZoneField } from './schedule-fields.tsx';

/** The form made a create request (no interview to edit): it names the candidate and job. */
const isCreate = (body: CreateInterviewBody | UpdateInterviewBody): body is CreateInterviewBody =>
  'candidate_email' in body;

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
  const schedule = useScheduleInterview();
  const update = useUpdateInterview();
  // The client's checks first, in the admin's language; the request they make is then checked
  // by the contract the server checks it with (an edit sends the details only).
  const schema = useMemo(() => {
    const startOf = (v: InterviewFormValues) => instantOf(v.startDate, v.startTime, v.timeZone) ?? '';
    const checked = interviewFormValuesSchema.superRefine((v, ctx) => {
      const startChanged = !interview || startOf(v) !== interview.starts_at;
      const { errors } = checkValues(v, mode, new Date(), startChanged);
      // Client checks give keys of interviews.admin; the server's field errors are already sentences.
      for (const [field, key] of Object.entries(errors))
        if (key)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: t(`interviews.admin.${key}` as 'interviews.admin.required'),
          });
    });
    if (interview)
      return checked
        .transform((v): z.input<typeof updateInterviewBodySchema> => detailsOf(v, startOf(v)))
        .pipe(updateInterviewBodySchema);
    return checked
      .transform(
        (v): z.input<typeof createInterviewBodySchema> => ({
          ...createBodyOf(v, startOf(v)),
          ...(application ? { application_id: application.id } : {}),
        }),
      )
      .pipe(createInterviewBodySchema);
  }, [interview, application, mode, t]);
  const blank = (timeZone: string): InterviewFormValues => ({
    ...emptyValues(timeZone),
    candidateEmail: application?.candidateEmail ?? '',
    positionId: application?.positionId ?? null,
  });
  const form = useForm<InterviewFormValues, unknown, z.output<typeof schema>>({
    resolver: onInputs(zodResolver(schema), interviewInputOf),
    defaultValues: interview ? valuesOf(interview) : blank(browserTimeZone()),
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const failed = (error: unknown) => {
    if (isApiRequestError(error) && error.fieldErrors)
      setServerErrors(form.setError, error.fieldErrors, interviewInputOf);
    showErrorToast(
      isApiRequestError(error) && error.status !== 0 ? error.message : t('interviews.admin.failed'),
    );
  };

  const submit = form.handleSubmit((body) => {
    if (interview) {
      update.mutate(
        { id: interview.id, body },
        {
          onSuccess: () => {
            showSuccessToast(t('interviews.admin.saved'));
            onDone?.();
          },
          onError: failed,
        },
      );
    } else if (isCreate(body)) {
      schedule.mutate(body, {
        onSuccess: (r) => {
          showSuccessToast(t('interviews.admin.scheduled', { email: r.data.interview.candidate.email }));
          form.reset(blank(form.getValues('timeZone')));
          onDone?.();
        },
        onError: failed,
      });
    }
  });

  const fixed = interview
    ? {
        name: interview.candidate.fullname,
        email: interview.candidate.email,
        title: interview.position.title,
      }
    : application
      ? {
          name: application.candidateName,
          email: application.candidateEmail,
          title: application.positionTitle,
        }
      : null;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Grid>
            {fixed ? (
              <Grid.Col span={12}>
                <Text size="sm">
                  <Text span fw={600} size="sm">
                    {fixed.name}
                  </Text>{' '}
                  ({fixed.email}) · {fixed.title}
                </Text>
              </Grid.Col>
            ) : (
              <>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    type="email"
                    label={t('interviews.admin.candidateEmail')}
                    {...form.register('candidateEmail')}
                    error={errors.candidateEmail?.message}
                    autoComplete="off"
                    required
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Controller
                    control={form.control}
                    name="positionId"
                    render={({ field }) => (
                      <PositionPicker
                        label={t('interviews.admin.position')}
                        value={field.value}
                        onChange={(id) => field.onChange(id)}
                        error={errors.positionId?.message}
                      />
                    )}
                  />
                </Grid.Col>
              </>
            )}
            <DateTimeFields
              dateName="startDate"
              timeName="startTime"
              dateLabel={t('interviews.admin.date')}
              timeLabel={t('interviews.admin.time')}
            />
            <TimeZoneField label={t('interviews.admin.timeZone')} span={{ base: 12, sm: 4 }} />
            <Grid.Col span={{ base: 12, sm: 2 }}>
              <Controller
                control={form.control}
                name="duration"
                render={({ field: { ref, ...field } }) => (
                  <NumberInput
                    {...field}
                    ref={ref}
                    label={t('interviews.admin.duration')}
                    min={interviewLimits.minDurationMinutes}
                    max={interviewLimits.maxDurationMinutes}
                    step={15}
                    allowDecimal={false}
                    error={errors.duration?.message}
                  />
                )}
              />
            </Grid.Col>
            <ChoiceField
              name="kind"
              label={t('interviews.admin.kind')}
              options={interviewKinds.map((k) => ({ value: k, label: t(`interviews.admin.kindShort.${k}`) }))}
            />
            <PlaceField
              online={kind === 'video'}
              url={{
                label: t('interviews.admin.meetingUrl'),
                description: t('interviews.admin.meetingUrlHelp'),
                maxLength: interviewLimits.maxUrlLength,
              }}
              place={{
                label: t('interviews.admin.location'),
                description:
                  kind === 'onsite'
                    ? t('interviews.admin.locationHelpOnsite')
                    : t('interviews.admin.locationHelpPhone'),
                maxLength: interviewLimits.maxLocationLength,
                required: kind === 'onsite',
              }}
            />
            <Grid.Col span={12}>
              <Controller
                control={form.control}
                name="interviewers"
                render={({ field: { ref, ...field } }) => (
                  <TagsInput
                    {...field}
                    ref={ref}
                    label={t('interviews.admin.interviewers')}
                    description={t('interviews.admin.interviewersHelp')}
                    maxTags={interviewLimits.maxInterviewers}
                    error={errors.interviewers?.message}
                    clearable
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('interviews.admin.notes')}
                {...form.register('notes')}
                autosize
                minRows={2}
                maxRows={6}
                maxLength={interviewLimits.maxNotesLength}
                error={errors.notes?.message}
              />
            </Grid.Col>
          </Grid>
          <Group gap="sm">
            <Button type="submit" loading={schedule.isPending || update.isPending}>
              {interview ? t('interviews.admin.save') : t('interviews.admin.schedule')}
            </Button>
            {onClose ? (
              <Button variant="default" onClick={onClose}>
                {t('interviews.admin.cancelEdit')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
