import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  CloseButton,
  Grid,
  Group,
  NumberInput,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type AdminEvent,
  eventDetailsSchema,
  eventFormats,
  eventLimits,
} from '@opencareers/contracts/events';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { onInputs, setServerErrors } from '../../../lib/forms/on-inputs.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { PositionPicker } from '../../admin-directory/index.ts';
import {
  browserTimeZone,
  ChoiceField,
  DateTimeFields,
  instantOf,
  PlaceField,
  TimeZoneField,
} from '../../interviews/index.ts';
import {
  checkEventValues,
  type EventFormValues,
  emptyEventValues,
  eventBodyOf,
  eventFormValuesSchema,
  eventInputOf,
  eventValuesOf,
} from '../logic/event-form-values.ts';
import { useCreateEvent, useUpdateEvent } from './admin-events-api.ts';

interface Props {
  /** The event to edit; creates a new one when absent. */
  event?: AdminEvent;
  onDone?: () => void;
  onClose?: () => void;
}

/** Creates or edits a recruiting event: dates and times are read on the wall clock of the chosen zone. */
export function EventForm({ event, onDone, onClose }: Props) {
  const { t } = useTranslation();
  // The picker is a "add a job" field: it empties after each pick.
  const [pickerKey, setPickerKey] = useState(0);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  // The client's checks first, in the admin's language (the same rules as the server's); the
  // request they make is then checked by the contract the server checks it with.
  const schema = useMemo(
    () =>
      eventFormValuesSchema
        .superRefine((v, ctx) => {
          const startChanged = !event || instantOf(v.startDate, v.startTime, v.timeZone) !== event.starts_at;
          const { errors } = checkEventValues(v, new Date(), startChanged);
          for (const [field, key] of Object.entries(errors))
            if (key)
              ctx.addIssue({
                code: 'custom',
                path: [field],
                message: t(`events.admin.errors.${key}` as 'events.admin.errors.required'),
              });
        })
        .transform(eventBodyOf)
        .pipe(eventDetailsSchema),
    [event, t],
  );
  const form = useForm<EventFormValues, unknown, z.output<typeof schema>>({
    resolver: onInputs(zodResolver(schema), eventInputOf),
    defaultValues: event ? eventValuesOf(event) : emptyEventValues(browserTimeZone()),
  });
  const { errors } = form.formState;
  const values = form.watch();

  const failed = (error: unknown) => {
    if (isApiRequestError(error) && error.fieldErrors)
      setServerErrors(form.setError, error.fieldErrors, eventInputOf);
    showErrorToast(isApiRequestError(error) && error.status !== 0 ? error.message : t('events.admin.failed'));
  };

  const submit = form.handleSubmit((body) => {
    const done = (text: string) => {
      showSuccessToast(text);
      onDone?.();
    };
    if (event)
      update.mutate(
        { id: event.id, body },
        { onSuccess: () => done(t('events.admin.saved')), onError: failed },
      );
    else
      create.mutate(body, {
        onSuccess: () => {
          done(t('events.admin.created'));
          form.reset(emptyEventValues(form.getValues('timeZone')));
        },
        onError: failed,
      });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Grid>
            <Grid.Col span={12}>
              <TextInput
                label={t('events.admin.title')}
                {...form.register('title')}
                error={errors.title?.message}
                maxLength={eventLimits.maxTitleLength}
                required
              />
            </Grid.Col>
            <DateTimeFields
              dateName="startDate"
              timeName="startTime"
              dateLabel={t('events.admin.startDate')}
              timeLabel={t('events.admin.startTime')}
              alsoCheck={['endDate']}
            />
            <DateTimeFields
              dateName="endDate"
              timeName="endTime"
              dateLabel={t('events.admin.endDate')}
              timeLabel={t('events.admin.endTime')}
              dateDescription={t('events.admin.endDateHelp')}
              dateRequired={false}
            />
            <TimeZoneField label={t('events.admin.timeZone')} span={{ base: 12, sm: 6 }} />
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="capacity"
                render={({ field: { ref, ...field } }) => (
                  <NumberInput
                    {...field}
                    ref={ref}
                    label={t('events.admin.capacity')}
                    description={t('events.admin.capacityHelp')}
                    min={1}
                    max={eventLimits.maxCapacity}
                    allowDecimal={false}
                    error={errors.capacity?.message}
                  />
                )}
              />
            </Grid.Col>
            <ChoiceField
              name="format"
              label={t('events.admin.format')}
              options={eventFormats.map((f) => ({ value: f, label: t(`events.formats.${f}`) }))}
            />
            <PlaceField
              online={values.format === 'online'}
              url={{
                label: t('events.admin.meetingUrl'),
                description: t('events.admin.meetingUrlHelp'),
                maxLength: eventLimits.maxUrlLength,
              }}
              place={{
                label: t('events.admin.location'),
                maxLength: eventLimits.maxLocationLength,
                required: true,
              }}
            />
            <Grid.Col span={12}>
              <Textarea
                label={t('events.admin.description')}
                {...form.register('description')}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={eventLimits.maxDescriptionLength}
                error={errors.description?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PositionPicker
                key={pickerKey}
                label={t('events.admin.addPosition')}
                value={null}
                required={false}
                error={errors.positions?.message}
                onChange={(id, label) => {
                  if (id && !values.positions.some((p) => p.id === id))
                    form.setValue('positions', [...values.positions, { id, title: label ?? id }]);
                  setPickerKey((k) => k + 1);
                }}
              />
              {values.positions.length ? (
                <Group gap={6} mt="xs">
                  {values.positions.map((p) => (
                    <Badge
                      key={p.id}
                      variant="light"
                      size="lg"
                      tt="none"
                      rightSection={
                        <CloseButton
                          size="xs"
                          aria-label={t('events.admin.removePosition', { title: p.title })}
                          onClick={() =>
                            form.setValue(
                              'positions',
                              values.positions.filter((x) => x.id !== p.id),
                            )
                          }
                        />
                      }
                    >
                      {p.title}
                    </Badge>
                  ))}
                </Group>
              ) : null}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="departments"
                render={({ field: { ref, ...field } }) => (
                  <TagsInput
                    {...field}
                    ref={ref}
                    label={t('events.admin.departments')}
                    description={t('events.admin.departmentsHelp')}
                    maxTags={eventLimits.maxDepartments}
                    error={errors.departments?.message}
                    clearable
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              {/* Mantine's Switch keeps its own checked state: it is driven, not registered. */}
              <Controller
                control={form.control}
                name="published"
                render={({ field: { ref, value, onChange, ...field } }) => (
                  <Switch
                    {...field}
                    ref={ref}
                    checked={value}
                    onChange={(e) => onChange(e.currentTarget.checked)}
                    label={t('events.admin.published')}
                    description={t('events.admin.publishedHelp')}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <Group gap="sm">
            <Button type="submit" loading={create.isPending || update.isPending}>
              {event ? t('events.admin.save') : t('events.admin.create')}
            </Button>
            {onClose ? (
              <Button variant="default" onClick={onClose}>
                {t('events.admin.cancelEdit')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
