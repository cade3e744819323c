import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Grid, SegmentedControl, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  createOfferBodySchema,
  letterPresentationSchema,
  offerKinds,
  offerTextLimits,
} from '@opencareers/contracts/offers';
import { useMemo } from 'react';
import { Controller, FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { showErrorToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { PositionPicker, useAdminCandidates } from '../../admin-directory/index.ts';
import { useOfferApplication } from '../../applications/index.ts';
import { serverMessage } from '../logic/server-message.ts';
import { endOfDayIso, useCreateOffer } from './admin-offers-api.ts';
import { OfferTermsFields } from './offer-terms-fields.tsx';
import { emptyOfferTerms, offerTermsBody, offerTermsValuesSchema } from './offer-terms-form.ts';

const valuesSchema = offerTermsValuesSchema.extend({
  candidate_email: z.string().nullable(),
  position_id: z.string().nullable(),
  kind: z.enum(offerKinds),
  letter_presentation: letterPresentationSchema,
  next_steps: z.string(),
});
type CreateOfferValues = z.input<typeof valuesSchema>;

/** Creates a draft offer with a generated offer letter; documents and extending follow on its page. */
export function CreateOfferForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useCarriedHref();
  const candidates = useAdminCandidates();
  const create = useCreateOffer();
  // Made from an application's page (?application=): its candidate and job are fixed.
  const fromApplication = useOfferApplication(useSearchParams()[0].get('application'));
  // The inputs become the request, which the contract checks: its issues land on the inputs.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => {
          if (fromApplication) return;
          for (const field of ['candidate_email', 'position_id'] as const)
            if (!v[field])
              ctx.addIssue({ code: 'custom', path: [field], message: t('offers.admin.required') });
        })
        .transform(
          (v): z.input<typeof createOfferBodySchema> => ({
            candidate_email: fromApplication?.candidateEmail ?? v.candidate_email ?? '',
            position_id: fromApplication?.positionId ?? v.position_id ?? '',
            ...(fromApplication ? { application_id: fromApplication.id } : {}),
            kind: v.kind,
            letter_presentation: v.letter_presentation,
            ...offerTermsBody(v),
            expires_at: v.expires_at ? endOfDayIso(v.expires_at) : null,
            next_steps: v.next_steps.trim() || null,
            generate_letter: true,
          }),
        )
        .pipe(createOfferBodySchema),
    [fromApplication, t],
  );
  const form = useForm<CreateOfferValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      candidate_email: null,
      position_id: null,
      kind: 'job',
      letter_presentation: 'sign_form',
      ...emptyOfferTerms,
      next_steps: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (r) => navigate(href(`/admin/offers/${r.data.offer.id}`)),
      onError: (e) => {
        if (isApiRequestError(e) && e.fieldErrors)
          for (const [field, message] of Object.entries(e.fieldErrors))
            form.setError(field as Path<CreateOfferValues>, { type: 'server', message });
        showErrorToast(serverMessage(e) ?? t('offers.messages.fetchFailed'));
      },
    }),
  );

  return (
    <Card withBorder radius="lg" padding="lg">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('offers.admin.createTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('offers.admin.createHelp')}
            </Text>
            <Grid>
              {fromApplication ? (
                <Grid.Col span={12}>
                  <Text size="sm" data-testid="offer-from-application">
                    <Text span fw={600} size="sm">
                      {fromApplication.candidateName}
                    </Text>{' '}
                    ({fromApplication.candidateEmail}) · {fromApplication.positionTitle}
                  </Text>
                </Grid.Col>
              ) : null}
              <Grid.Col span={{ base: 12, sm: 6 }} hidden={!!fromApplication}>
                <Controller
                  control={form.control}
                  name="candidate_email"
                  render={({ field: { ref, ...field } }) => (
                    <Select
                      {...field}
                      ref={ref}
                      label={t('offers.admin.candidate')}
                      searchable
                      data={(candidates.data ?? []).map((c) => ({
                        value: c.email,
                        label: `${c.fullname} (${c.email})`,
                      }))}
                      error={errors.candidate_email?.message}
                      required
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }} hidden={!!fromApplication}>
                <Controller
                  control={form.control}
                  name="position_id"
                  render={({ field }) => (
                    <PositionPicker
                      label={t('offers.admin.position')}
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.position_id?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Text size="sm" fw={500} mb={4} id="offer-kind-label">
                  {t('offers.admin.kind')}
                </Text>
                <Controller
                  control={form.control}
                  name="kind"
                  render={({ field }) => (
                    <SegmentedControl
                      aria-labelledby="offer-kind-label"
                      value={field.value}
                      onChange={field.onChange}
                      data={[
                        { value: 'job', label: t('offers.admin.kindJob') },
                        { value: 'contract', label: t('offers.admin.kindContract') },
                      ]}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Controller
                  control={form.control}
                  name="letter_presentation"
                  render={({ field: { ref, onChange, ...field } }) => (
                    <Select
                      {...field}
                      ref={ref}
                      onChange={(v) => v && onChange(v)}
                      label={t('offers.admin.presentation')}
                      allowDeselect={false}
                      data={[
                        { value: 'sign_form', label: t('offers.admin.presentationSignForm') },
                        { value: 'esign', label: t('offers.admin.presentationEsign') },
                        { value: 'upload', label: t('offers.admin.presentationUpload') },
                      ]}
                    />
                  )}
                />
              </Grid.Col>
              <OfferTermsFields
                expiresLabel={t('offers.admin.expires')}
                placeHelp={t('offers.admin.placeHelp')}
              />
              <Grid.Col span={12}>
                <Textarea
                  label={t('offers.admin.nextSteps')}
                  description={t('offers.admin.nextStepsHelp')}
                  {...form.register('next_steps')}
                  maxLength={offerTextLimits.nextSteps}
                  autosize
                  minRows={2}
                  error={errors.next_steps?.message}
                />
              </Grid.Col>
            </Grid>
            <div>
              <Button type="submit" loading={create.isPending}>
                {t('offers.admin.create')}
              </Button>
            </div>
          </Stack>
        </form>
      </FormProvider>
    </Card>
  );
}
