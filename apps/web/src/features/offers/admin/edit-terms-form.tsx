import { Alert, Button, Checkbox, Grid, Group, Stack } from '@mantine/core';
import { type AdminOffer, editOfferTermsBodySchema } from '@opencareers/contracts/offers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditOfferTermsInput, endOfDayIso } from './admin-offers-api.ts';
import { OfferTermsFields, type OfferTermsValues, offerTermsBody } from './offer-terms-fields.tsx';

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
  const [terms, setTerms] = useState<OfferTermsValues>(() => ({
    pay: offer.pay_amount ?? '',
    currency: offer.pay_currency ?? 'USD',
    period: offer.pay_period ?? 'year',
    start: offer.start_date ?? '',
    expires: localDay(offer.expires_at),
    place: offer.place ?? '',
    manager: offer.hiring_manager ?? '',
  }));
  const { expires } = terms;
  const [regenerate, setRegenerate] = useState(hasLetter);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = () => {
    const body: EditOfferTermsInput = {
      version: offer.updated_at,
      ...offerTermsBody(terms),
      // An untouched date keeps its exact time; a new one means the end of that day.
      expires_at: !expires
        ? null
        : expires === localDay(offer.expires_at)
          ? offer.expires_at
          : endOfDayIso(expires),
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
        <OfferTermsFields
          values={terms}
          onChange={(change) => setTerms((v) => ({ ...v, ...change }))}
          errors={shown}
          expiresLabel={t('offers.editTerms.respondBy')}
        />
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
