import { Grid, type GridColProps, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { useId, useMemo } from 'react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The parts every scheduling form shares (interviews, recruiting events): a wall-clock date
 * and time, the zone they are read in, and where it happens (a link to join, or a place).
 * Each reads and writes its fields through the surrounding react-hook-form FormProvider.
 */

/** The inputs these parts fill; a scheduling form's values include them under these names. */
export interface ScheduleValues extends FieldValues {
  startDate: string;
  startTime: string;
  timeZone: string;
  meetingUrl: string;
  location: string;
}

type Span = GridColProps['span'];

const zoneNames = (): string[] => {
  try {
    const all = Intl.supportedValuesOf('timeZone');
    return all.includes('UTC') ? all : ['UTC', ...all];
  } catch {
    return ['UTC'];
  }
};

function useFieldError(name: string) {
  const { formState } = useFormContext();
  const error = formState.errors[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}

/**
 * A date and a time input side by side; the date carries the pair's error, so a change of
 * either checks the date again (and `alsoCheck`, e.g. an end that must follow this start).
 */
export function DateTimeFields({
  dateName,
  timeName,
  dateLabel,
  timeLabel,
  dateDescription,
  dateRequired = true,
  alsoCheck = [],
}: {
  dateName: string;
  timeName: string;
  dateLabel: string;
  timeLabel: string;
  dateDescription?: string;
  dateRequired?: boolean;
  alsoCheck?: string[];
}) {
  const { register } = useFormContext();
  const dateError = useFieldError(dateName);
  return (
    <>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          type="date"
          label={dateLabel}
          description={dateDescription}
          {...register(dateName, { deps: alsoCheck })}
          error={dateError}
          required={dateRequired}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          type="time"
          label={timeLabel}
          {...register(timeName, { deps: [dateName, ...alsoCheck] })}
          required
        />
      </Grid.Col>
    </>
  );
}

/** The zone the date and time are read in, searchable among the browser's zone names. */
export function TimeZoneField({ label, span }: { label: string; span: Span }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ScheduleValues>();
  const zones = useMemo(zoneNames, []);
  const error = useFieldError('timeZone');
  return (
    <Grid.Col span={span}>
      <Controller
        control={control}
        name={'timeZone' as Path<ScheduleValues>}
        // The zone moves the start, which must lie ahead: check it again.
        rules={{ deps: ['startDate' as Path<ScheduleValues>] }}
        render={({ field: { ref, onChange, ...field } }) => (
          <Select
            {...field}
            ref={ref}
            label={label}
            searchable
            limit={100}
            data={zones}
            onChange={(z) => z && onChange(z)}
            allowDeselect={false}
            nothingFoundMessage={t('interviews.admin.timeZoneNothing')}
            error={error}
          />
        )}
      />
    </Grid.Col>
  );
}

/** Online: the link to join (required). Otherwise: the place, required when `placeRequired`. */
export function PlaceField({
  online,
  url,
  place,
}: {
  online: boolean;
  url: { label: string; description: string; maxLength: number };
  place: { label: string; description?: string; maxLength: number; required: boolean };
}) {
  const { register } = useFormContext();
  const urlError = useFieldError('meetingUrl');
  const placeError = useFieldError('location');
  return (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      {online ? (
        <TextInput
          type="url"
          label={url.label}
          description={url.description}
          placeholder="https://"
          {...register('meetingUrl')}
          error={urlError}
          maxLength={url.maxLength}
          required
        />
      ) : (
        <TextInput
          label={place.label}
          description={place.description}
          {...register('location')}
          error={placeError}
          maxLength={place.maxLength}
          required={place.required}
        />
      )}
    </Grid.Col>
  );
}

/** How it happens (online, by phone, in person…): one of a few options under a label. */
export function ChoiceField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  const labelId = useId();
  const { control } = useFormContext();
  return (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <Text size="sm" fw={500} mb={4} id={labelId}>
        {label}
      </Text>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SegmentedControl
            aria-labelledby={labelId}
            fullWidth
            value={field.value}
            onChange={field.onChange}
            data={options}
          />
        )}
      />
    </Grid.Col>
  );
}
