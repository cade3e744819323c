import { Grid, NumberInput, Select, TextInput } from '@mantine/core';
import { offerTextLimits } from '@opencareers/contracts/offers';
import { type PayPeriod, payPeriods } from '@opencareers/contracts/search-constants';
import { useTranslation } from 'react-i18next';

/** The terms as the inputs hold them: `pay` is '' while empty, dates are YYYY-MM-DD. */
export type OfferTermsValues = {
  pay: number | string;
  currency: string;
  period: string | null;
  start: string;
  expires: string;
  place: string;
  manager: string;
};

/** A new offer's terms before anything is typed. */
export const emptyOfferTerms: OfferTermsValues = {
  pay: '',
  currency: 'USD',
  period: 'year',
  start: '',
  expires: '',
  place: '',
  manager: '',
};

/**
 * The terms as the create and edit requests send them: no pay means no currency and no period;
 * blank texts are null. The respond-by date is left to the caller (a new date is the end of that
 * day; an untouched one in the edit dialog keeps its exact time).
 */
export const offerTermsBody = (v: OfferTermsValues) => {
  const paid = typeof v.pay === 'number';
  return {
    pay_amount: paid ? (v.pay as number) : null,
    pay_currency: paid ? v.currency.trim().toUpperCase() : null,
    pay_period: paid ? ((v.period as PayPeriod | null) ?? null) : null,
    start_date: v.start || null,
    place: v.place.trim() || null,
    hiring_manager: v.manager.trim() || null,
  };
};

/**
 * The offer terms' inputs, shared by the "create offer" form and the "Edit terms" dialog so that
 * both ask for the same fields with the same limits. Errors are keyed by the request's field names.
 */
export function OfferTermsFields({
  values,
  onChange,
  errors,
  expiresLabel,
  placeHelp,
}: {
  values: OfferTermsValues;
  onChange: (change: Partial<OfferTermsValues>) => void;
  errors: Record<string, string | undefined>;
  expiresLabel: string;
  placeHelp?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NumberInput
          label={t('offers.admin.pay')}
          value={values.pay}
          onChange={(pay) => onChange({ pay })}
          min={0}
          thousandSeparator=","
          error={errors.pay_amount}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput
          label={t('offers.admin.currency')}
          value={values.currency}
          onChange={(e) => onChange({ currency: e.currentTarget.value })}
          maxLength={3}
          error={errors.pay_currency}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Select
          label={t('offers.admin.period')}
          value={values.period}
          onChange={(period) => onChange({ period })}
          error={errors.pay_period}
          data={payPeriods.map((p) => ({ value: p, label: t(`offers.admin.${periodKeys[p]}`) }))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          type="date"
          label={t('offers.admin.startDate')}
          value={values.start}
          onChange={(e) => onChange({ start: e.currentTarget.value })}
          error={errors.start_date}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          type="date"
          label={expiresLabel}
          value={values.expires}
          onChange={(e) => onChange({ expires: e.currentTarget.value })}
          error={errors.expires_at}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('offers.admin.place')}
          description={placeHelp}
          value={values.place}
          onChange={(e) => onChange({ place: e.currentTarget.value })}
          maxLength={offerTextLimits.place}
          error={errors.place}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('offers.admin.manager')}
          value={values.manager}
          onChange={(e) => onChange({ manager: e.currentTarget.value })}
          maxLength={offerTextLimits.hiringManager}
          error={errors.hiring_manager}
        />
      </Grid.Col>
    </>
  );
}

const periodKeys = { year: 'perYear', month: 'perMonth', hour: 'perHour' } as const satisfies Record<
  PayPeriod,
  string
>;
