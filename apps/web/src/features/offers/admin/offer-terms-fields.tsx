import { Grid, NumberInput, Select, TextInput } from '@mantine/core';
import { offerTextLimits } from '@opencareers/contracts/offers';
import { type PayPeriod, payPeriods } from '@opencareers/contracts/search-constants';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferTermsValues } from './offer-terms-form.ts';

/**
 * The offer terms' inputs, shared by the "create offer" form and the "Edit terms" dialog so that
 * both ask for the same fields with the same limits. They live in the caller's react-hook-form
 * (`FormProvider`), whose fields and errors are named as the requests name them.
 */
export function OfferTermsFields({ expiresLabel, placeHelp }: { expiresLabel: string; placeHelp?: string }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<OfferTermsValues>();
  const { errors } = formState;
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={control}
          name="pay_amount"
          render={({ field: { ref, ...field } }) => (
            <NumberInput
              {...field}
              ref={ref}
              label={t('offers.admin.pay')}
              min={0}
              thousandSeparator=","
              error={errors.pay_amount?.message}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput
          label={t('offers.admin.currency')}
          {...register('pay_currency')}
          maxLength={3}
          error={errors.pay_currency?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Controller
          control={control}
          name="pay_period"
          render={({ field: { ref, ...field } }) => (
            <Select
              {...field}
              ref={ref}
              label={t('offers.admin.period')}
              error={errors.pay_period?.message}
              data={payPeriods.map((p) => ({ value: p, label: t(`offers.admin.${periodKeys[p]}`) }))}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          type="date"
          label={t('offers.admin.startDate')}
          {...register('start_date')}
          error={errors.start_date?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          type="date"
          label={expiresLabel}
          {...register('expires_at')}
          error={errors.expires_at?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('offers.admin.place')}
          description={placeHelp}
          {...register('place')}
          maxLength={offerTextLimits.place}
          error={errors.place?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('offers.admin.manager')}
          {...register('hiring_manager')}
          maxLength={offerTextLimits.hiringManager}
          error={errors.hiring_manager?.message}
        />
      </Grid.Col>
    </>
  );
}

const periodKeys = { year: 'perYear', month: 'perMonth', hour: 'perHour' } as const satisfies Record<
  PayPeriod,
  string
>;
