import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { type AnalyticsQuery, analyticsQuerySchema } from '@opencareers/contracts/admin-analytics';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isDay, isRangeAllowed } from '../logic/date-range.ts';

const valuesSchema = z.object({ from: z.string(), to: z.string() });
type RangeValues = z.input<typeof valuesSchema>;

interface Props {
  /** The range on screen, which the inputs start from. */
  range: RangeValues;
  /** A range the server reads, chosen by the admin. */
  onApply: (range: AnalyticsQuery) => void;
}

/** The analytics' range of days: two date inputs and "Show". */
export function AnalyticsRangeForm({ range, onApply }: Props) {
  const { t } = useTranslation();
  // The admin's language first (an emptied date input, a reversed or too long range); the
  // range is then the contract's query, the one the server reads.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => {
          const required = t('auth.validation.required');
          if (!isDay(v.from)) ctx.addIssue({ code: 'custom', path: ['from'], message: required });
          if (!isDay(v.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: required });
          if (isDay(v.from) && isDay(v.to) && !isRangeAllowed(v.from, v.to))
            ctx.addIssue({ code: 'custom', path: ['from'], message: t('adminAnalytics.rangeInvalid') });
        })
        .pipe(analyticsQuerySchema),
    [t],
  );
  const form = useForm<RangeValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: range,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((chosen) => onApply(chosen))} noValidate>
      <Group align="flex-start" gap="md">
        <TextInput
          type="date"
          label={t('adminAnalytics.from')}
          {...form.register('from')}
          error={errors.from?.message}
        />
        <TextInput
          type="date"
          label={t('adminAnalytics.to')}
          {...form.register('to')}
          error={errors.to?.message}
        />
        <Button type="submit" mt={25}>
          {t('adminAnalytics.apply')}
        </Button>
      </Group>
    </form>
  );
}
