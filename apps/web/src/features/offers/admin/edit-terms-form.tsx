import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Grid, Group, Stack } from '@mantine/core';
import { type AdminOffer, editOfferTermsBodySchema } from '@opencareers/contracts/offers';
import { useEffect, useMemo } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type EditOfferTermsInput, endOfDayIso } from './admin-offers-api.ts';
import { OfferTermsFields } from './offer-terms-fields.tsx';
import { offerTermsBody, offerTermsValuesSchema } from './offer-terms-form.ts';

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

const valuesSchema = offerTermsValuesSchema.extend({ regenerate_letter: z.boolean() });
type EditTermsValues = z.input<typeof valuesSchema>;

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
  // The inputs become the request, which the contract checks: its issues land on the inputs.
  const schema = useMemo(
    () =>
      valuesSchema
        .transform(
          (v): z.input<typeof editOfferTermsBodySchema> => ({
            version: offer.updated_at,
            ...offerTermsBody(v),
            // An untouched date keeps its exact time; a new one means the end of that day.
            expires_at: !v.expires_at
              ? null
              : v.expires_at === localDay(offer.expires_at)
                ? offer.expires_at
                : endOfDayIso(v.expires_at),
            regenerate_letter: hasLetter && v.regenerate_letter,
          }),
        )
        .pipe(editOfferTermsBodySchema),
    [offer.updated_at, offer.expires_at, hasLetter],
  );
  const form = useForm<EditTermsValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      pay_amount: offer.pay_amount ?? '',
      pay_currency: offer.pay_currency ?? 'USD',
      pay_period: offer.pay_period ?? 'year',
      start_date: offer.start_date ?? '',
      expires_at: localDay(offer.expires_at),
      place: offer.place ?? '',
      hiring_manager: offer.hiring_manager ?? '',
      regenerate_letter: hasLetter,
    },
  });
  const { setError } = form;
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors))
      setError(field as Path<EditTermsValues>, { type: 'server', message });
  }, [serverErrors, setError]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
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
            <OfferTermsFields expiresLabel={t('offers.editTerms.respondBy')} />
          </Grid>
          {hasLetter && (
            <Checkbox
              label={t('offers.editTerms.regenerate')}
              description={t('offers.editTerms.regenerateHelp')}
              {...form.register('regenerate_letter')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('offers.editTerms.back')}
            </Button>
            <Button type="submit" loading={saving} disabled={!!conflict}>
              {t('offers.editTerms.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
