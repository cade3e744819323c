import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, FileInput, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { signModeSchema } from '@opencareers/contracts/offers';
import { IconUpload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { serverMessage } from '../logic/server-message.ts';
import { useUploadOfferDocument } from './admin-offers-api.ts';

/** Adds a PDF to a draft offer, marked for signing, e-signature or reading only. */
export function AddDocumentForm({ offerId, hasLetter }: { offerId: string; hasLetter: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadOfferDocument(offerId);
  // The upload route's multipart fields (file, name, sign_mode, offer_letter).
  const schema = useMemo(() => {
    const required = t('offers.admin.required');
    return z.object({
      file: z.instanceof(File, { message: required }).nullable().refine(Boolean, required),
      name: z.string().trim().min(1, required),
      sign_mode: signModeSchema,
      offer_letter: z.boolean(),
    });
  }, [t]);
  const blank = { file: null, name: '', sign_mode: 'sign' as const, offer_letter: false };
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    ({ file, name, sign_mode, offer_letter }) => {
      if (!file) return;
      const body = new FormData();
      body.append('name', name);
      body.append('sign_mode', sign_mode);
      body.append('offer_letter', String(offer_letter));
      body.append('file', file, file.name);
      upload.mutate(body, {
        onSuccess: () => {
          showSuccessToast(t('offers.admin.documentAdded'));
          form.reset({ ...blank, sign_mode });
        },
        onError: (e) => showErrorToast(serverMessage(e) ?? t('offers.messages.fetchFailed')),
      });
    },
    () => showErrorToast(t('offers.admin.documentMissing')),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('offers.admin.addDocument')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Controller
            control={form.control}
            name="file"
            render={({ field: { ref, ...field } }) => (
              <FileInput
                {...field}
                ref={ref}
                label={t('offers.admin.pdfFile')}
                accept="application/pdf"
                leftSection={<IconUpload size={16} aria-hidden />}
                w={240}
                error={errors.file?.message}
              />
            )}
          />
          <TextInput
            label={t('offers.admin.documentName')}
            {...form.register('name')}
            error={errors.name?.message}
          />
          <Controller
            control={form.control}
            name="sign_mode"
            render={({ field: { ref, onChange, ...field } }) => (
              <Select
                {...field}
                ref={ref}
                onChange={(v) => v && onChange(v)}
                label={t('offers.admin.signMode')}
                allowDeselect={false}
                data={[
                  { value: 'sign', label: t('offers.admin.modeSign') },
                  { value: 'esign', label: t('offers.admin.modeEsign') },
                  { value: 'read_only', label: t('offers.admin.modeReadOnly') },
                ]}
              />
            )}
          />
          <Button type="submit" loading={upload.isPending}>
            {t('offers.admin.upload')}
          </Button>
        </Group>
        {!hasLetter && <Checkbox label={t('offers.admin.isLetter')} {...form.register('offer_letter')} />}
      </Stack>
    </form>
  );
}
