import { Button, Card, Grid, SegmentedControl, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { type LetterPresentation, offerTextLimits } from '@opencareers/contracts/offers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showErrorToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { PositionPicker, useAdminCandidates } from '../../admin-directory/index.ts';
import { useOfferApplication } from '../../applications/index.ts';
import { serverMessage } from '../logic/server-message.ts';
import { endOfDayIso, useCreateOffer } from './admin-offers-api.ts';
import { emptyOfferTerms, OfferTermsFields, offerTermsBody } from './offer-terms-fields.tsx';

/** Creates a draft offer with a generated offer letter; documents and extending follow on its page. */
export function CreateOfferForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useCarriedHref();
  const candidates = useAdminCandidates();
  const create = useCreateOffer();
  // Made from an application's page (?application=): its candidate and job are fixed.
  const fromApplication = useOfferApplication(useSearchParams()[0].get('application'));
  const [picked, setCandidate] = useState<string | null>(null);
  const [pickedPosition, setPosition] = useState<string | null>(null);
  const candidate = fromApplication ? fromApplication.candidateEmail : picked;
  const position = fromApplication ? fromApplication.positionId : pickedPosition;
  const [kind, setKind] = useState<'job' | 'contract'>('job');
  const [presentation, setPresentation] = useState<LetterPresentation>('sign_form');
  const [terms, setTerms] = useState(emptyOfferTerms);
  const [nextSteps, setNextSteps] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const missing: Record<string, string> = {};
    if (!candidate) missing.candidate_email = t('offers.admin.required');
    if (!position) missing.position_id = t('offers.admin.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    create.mutate(
      {
        candidate_email: candidate ?? '',
        position_id: position ?? '',
        ...(fromApplication ? { application_id: fromApplication.id } : {}),
        kind,
        letter_presentation: presentation,
        ...offerTermsBody(terms),
        expires_at: terms.expires ? endOfDayIso(terms.expires) : null,
        next_steps: nextSteps.trim() || null,
        generate_letter: true,
      },
      {
        onSuccess: (r) => navigate(href(`/admin/offers/${r.data.offer.id}`)),
        onError: (e) => {
          const fieldErrors = (e as { fieldErrors?: Record<string, string> }).fieldErrors;
          if (fieldErrors) setErrors(fieldErrors);
          showErrorToast(serverMessage(e) ?? t('offers.messages.fetchFailed'));
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg">
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
            <Select
              label={t('offers.admin.candidate')}
              searchable
              data={(candidates.data ?? []).map((c) => ({
                value: c.email,
                label: `${c.fullname} (${c.email})`,
              }))}
              value={candidate}
              onChange={setCandidate}
              error={errors.candidate_email}
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }} hidden={!!fromApplication}>
            <PositionPicker
              label={t('offers.admin.position')}
              value={position}
              onChange={setPosition}
              error={errors.position_id}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Text size="sm" fw={500} mb={4} id="offer-kind-label">
              {t('offers.admin.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="offer-kind-label"
              value={kind}
              onChange={(v) => setKind(v as 'job' | 'contract')}
              data={[
                { value: 'job', label: t('offers.admin.kindJob') },
                { value: 'contract', label: t('offers.admin.kindContract') },
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('offers.admin.presentation')}
              value={presentation}
              onChange={(v) => v && setPresentation(v as LetterPresentation)}
              allowDeselect={false}
              data={[
                { value: 'sign_form', label: t('offers.admin.presentationSignForm') },
                { value: 'esign', label: t('offers.admin.presentationEsign') },
                { value: 'upload', label: t('offers.admin.presentationUpload') },
              ]}
            />
          </Grid.Col>
          <OfferTermsFields
            values={terms}
            onChange={(change) => setTerms((v) => ({ ...v, ...change }))}
            errors={errors}
            expiresLabel={t('offers.admin.expires')}
            placeHelp={t('offers.admin.placeHelp')}
          />
          <Grid.Col span={12}>
            <Textarea
              label={t('offers.admin.nextSteps')}
              description={t('offers.admin.nextStepsHelp')}
              value={nextSteps}
              onChange={(e) => setNextSteps(e.currentTarget.value)}
              maxLength={offerTextLimits.nextSteps}
              autosize
              minRows={2}
              error={errors.next_steps}
            />
          </Grid.Col>
        </Grid>
        <div>
          <Button onClick={submit} loading={create.isPending}>
            {t('offers.admin.create')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
