import { Alert, Button, Checkbox, Grid, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { type AdminOffer, editOfferTermsBodySchema, offerTextLimits } from '@opencareers/contracts/offers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditOfferTermsInput, endOfDayIso } from './admin-offers-api.ts';

/** An ISO instant as the YYYY-MM-DD a date input shows, in the admin's time zone. */
const localDay = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

type Terms = Pick<
  AdminOffer,
  | 'updated_at'
  | 'pay_amount'
  | 'pay_currency'
  | 'pay_period'
  | 'start_date'
  | 'expires_at'
  | 'place'
  | 'hiring_manager'
  | 'offer_documents'
>;

/**
 * The offer's terms, filled in, to change before the candidate answers. Checked with the same
 * contract as the server before sending; `conflict` is the server's 409 (answered meanwhile, or
 * edited by someone else), shown with a way to load the current offer.
 */
export function EditTermsForm({
  offer,
  saving,
  conflict,
  serverErrors,
  onSubmit,
  onReload,
  onCancel,
}: {
  offer: Terms;
  saving: boolean;
  conflict: string | null;
  serverErrors: Record<string, string>;
  onSubmit: (body: EditOfferTermsInput) => void;
  onReload: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const hasLetter = offer.offer_documents.some((d) => d.document_type === 'offer_letter');
  const [pay, setPay] = useState<number | string>(offer.pay_amount ?? '');
  const [currency, setCurrency] = useState(offer.pay_currency ?? 'USD');
  const [period, setPeriod] = useState<string | null>(offer.pay_period ?? 'year');
  const [start, setStart] = useState(offer.start_date ?? '');
  const [expires, setExpires] = useState(localDay(offer.expires_at));
  const [place, setPlace] = useState(offer.place ?? '');
  const [manager, setManager] = useState(offer.hiring_manager ?? '');
  const [regenerate, setRegenerate] = useState(hasLetter);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = () => {
    const paid = typeof pay === 'number';
    const body: EditOfferTermsInput = {
      version: offer.updated_at,
      pay_amount: paid ? pay : null,
      pay_currency: paid ? currency.trim().toUpperCase() : null,
      pay_period: paid ? ((period as 'year' | 'month' | 'hour' | null) ?? null) : null,
      start_date: start || null,
      // An untouched date keeps its exact time; a new one means the end of that day.
      expires_at: !expires
        ? null
        : expires === localDay(offer.expires_at)
          ? offer.expires_at
          : endOfDayIso(expires),
      place: place.trim() || null,
      hiring_manager: manager.trim() || null,
      regenerate_letter: hasLetter && regenerate,
    };
    const parsed = editOfferTermsBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(body);
  };

  return (
    <Stack gap="md">
      {conflict && (
        <Alert color="yellow" title={t('offers.editTerms.conflictTitle')}>
          <Stack gap="xs" align="flex-start">
            {conflict}
            <Button size="xs" variant="default" onClick={onReload}>
              {t('offers.editTerms.reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput
            label={t('offers.admin.pay')}
            value={pay}
            onChange={setPay}
            min={0}
            thousandSeparator=","
            error={shown.pay_amount}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput
            label={t('offers.admin.currency')}
            value={currency}
            onChange={(e) => setCurrency(e.currentTarget.value)}
            maxLength={3}
            error={shown.pay_currency}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label={t('offers.admin.period')}
            value={period}
            onChange={setPeriod}
            error={shown.pay_period}
            data={[
              { value: 'year', label: t('offers.admin.perYear') },
              { value: 'month', label: t('offers.admin.perMonth') },
              { value: 'hour', label: t('offers.admin.perHour') },
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            type="date"
            label={t('offers.admin.startDate')}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={shown.start_date}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            type="date"
            label={t('offers.editTerms.respondBy')}
            value={expires}
            onChange={(e) => setExpires(e.currentTarget.value)}
            error={shown.expires_at}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('offers.admin.place')}
            value={place}
            onChange={(e) => setPlace(e.currentTarget.value)}
            maxLength={offerTextLimits.place}
            error={shown.place}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('offers.admin.manager')}
            value={manager}
            onChange={(e) => setManager(e.currentTarget.value)}
            maxLength={offerTextLimits.hiringManager}
            error={shown.hiring_manager}
          />
        </Grid.Col>
      </Grid>
      {hasLetter && (
        <Checkbox
          label={t('offers.editTerms.regenerate')}
          description={t('offers.editTerms.regenerateHelp')}
          checked={regenerate}
          onChange={(e) => setRegenerate(e.currentTarget.checked)}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('offers.editTerms.back')}
        </Button>
        <Button onClick={submit} loading={saving} disabled={!!conflict}>
          {t('offers.editTerms.save')}
        </Button>
      </Group>
    </Stack>
  );
}
