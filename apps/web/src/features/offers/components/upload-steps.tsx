import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, FileInput, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { OfferDocument } from '@opencareers/contracts/offers';
import { IconDownload, IconEye, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDownloadDocument, useViewDocument } from '../hooks/use-download-document.ts';

function Step({
  n,
  title,
  help,
  children,
}: {
  n: number;
  title: string;
  help: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="li">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon radius="xl" size={32} aria-hidden>
          {n}
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} fz="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {help}
          </Text>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

interface UploadStepsProps {
  letter: OfferDocument;
  submitting: boolean;
  onSubmit: (file: File) => void;
  children?: ReactNode;
}

/** The three-step presentation (shell §2): review, print and sign, upload exactly one file. */
export function UploadSteps({ letter, submitting, onSubmit, children }: UploadStepsProps) {
  const { t } = useTranslation();
  const download = useDownloadDocument();
  const view = useViewDocument();
  // Exactly one signed copy; choosing two says so at once.
  const schema = useMemo(
    () =>
      z.object({
        files: z
          .array(z.instanceof(File))
          .min(1, t('offers.letter.fileRequired'))
          .max(1, t('offers.letter.tooManyFiles')),
      }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { files: [] },
    mode: 'onChange',
  });
  const error = form.formState.errors.files?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(({ files: [only] }) => only && onSubmit(only))}>
      <Stack gap="md">
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          <Step n={1} title={t('offers.letter.step1')} help={t('offers.letter.step1Help')}>
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconEye size={16} aria-hidden />}
                onClick={() => view(letter)}
              >
                {t('offers.letter.viewPdf')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => download(letter)}
              >
                {t('offers.letter.download')}
              </Button>
            </Group>
          </Step>
          <Step n={2} title={t('offers.letter.step2')} help={t('offers.letter.step2Help')} />
          <Step n={3} title={t('offers.letter.step3')} help={t('offers.letter.step3Help')}>
            <Controller
              control={form.control}
              name="files"
              render={({ field: { ref, ...field } }) => (
                <FileInput
                  {...field}
                  ref={ref}
                  multiple
                  clearable
                  // The clear button is an icon only: it needs a name (axe button-name).
                  clearButtonProps={{ 'aria-label': t('offers.letter.clearFile') }}
                  accept="application/pdf"
                  label={t('offers.letter.chooseFile')}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  error={error}
                  maw={480}
                />
              )}
            />
          </Step>
        </Stack>
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {t('offers.letter.submit')}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  );
}
