import { Alert, Group, Loader, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPdfViewer } from '../components/lazy-pdf-viewer.tsx';
import { serverMessage } from '../logic/server-message.ts';
import { useAdminOffers } from './admin-offers-api.ts';
import { useLetterPreview } from './letter-template-api.ts';
import { letterTemplateProblems } from './letter-template-editor.tsx';

const SAMPLE = 'sample';

/**
 * The draft as the candidate would get it, drawn by the server a moment after typing stops,
 * with sample values or one offer's. pdf.js loads lazily, only here.
 */
export function LetterPreviewPane({ body }: { body: string }) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(body, 500);
  const [offerId, setOfferId] = useState<string>(SAMPLE);
  const offers = useAdminOffers();
  const p = letterTemplateProblems(debounced);
  const drawable = !p.empty && !p.tooLong && !p.unclosed && p.unknown.length === 0;
  const preview = useLetterPreview(debounced, offerId === SAMPLE ? null : offerId, drawable);
  const waiting = body !== debounced || preview.isFetching;

  const options = [
    { value: SAMPLE, label: t('offers.letterTemplate.sampleValues') },
    ...(offers.data ?? []).slice(0, 100).map((o) => ({
      value: o.id,
      label: `${o.candidate.fullname} · ${o.position.name}`,
    })),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} fz="lg">
          {t('offers.letterTemplate.previewTitle')}
        </Title>
        {waiting && drawable && (
          <Group gap={6} role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('offers.letterTemplate.updating')}
            </Text>
          </Group>
        )}
      </Group>
      <Select
        label={t('offers.letterTemplate.previewWith')}
        data={options}
        value={offerId}
        onChange={(v) => setOfferId(v ?? SAMPLE)}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('offers.letterTemplate.noOffers')}
      />
      {!drawable && <Text c="dimmed">{t('offers.letterTemplate.previewPaused')}</Text>}
      {preview.isError && (
        <Alert color="red" variant="light">
          {serverMessage(preview.error) ?? t('offers.letterTemplate.previewFailed')}
        </Alert>
      )}
      {preview.data ? (
        <div data-testid="letter-preview">
          <LazyPdfViewer b64={preview.data} name={t('offers.letterTemplate.previewName')} />
        </div>
      ) : (
        drawable && !preview.isError && <Skeleton height={480} radius="md" />
      )}
    </Stack>
  );
}
