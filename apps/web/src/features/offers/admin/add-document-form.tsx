import { Button, Checkbox, FileInput, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { serverMessage } from '../logic/server-message.ts';
import { useUploadOfferDocument } from './admin-offers-api.ts';

/** Adds a PDF to a draft offer, marked for signing, e-signature or reading only. */
export function AddDocumentForm({ offerId, hasLetter }: { offerId: string; hasLetter: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadOfferDocument(offerId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<string | null>('sign');
  const [isLetter, setIsLetter] = useState(false);
  const submit = () => {
    if (!file || !name.trim() || !mode) {
      showErrorToast(t('offers.admin.documentMissing'));
      return;
    }
    const form = new FormData();
    form.append('name', name.trim());
    form.append('sign_mode', mode);
    form.append('offer_letter', String(isLetter));
    form.append('file', file, file.name);
    upload.mutate(form, {
      onSuccess: () => {
        showSuccessToast(t('offers.admin.documentAdded'));
        setFile(null);
        setName('');
        setIsLetter(false);
      },
      onError: (e) => showErrorToast(serverMessage(e) ?? t('offers.messages.fetchFailed')),
    });
  };
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('offers.admin.addDocument')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t('offers.admin.pdfFile')}
          accept="application/pdf"
          value={file}
          onChange={setFile}
          leftSection={<IconUpload size={16} aria-hidden />}
          w={240}
        />
        <TextInput
          label={t('offers.admin.documentName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Select
          label={t('offers.admin.signMode')}
          value={mode}
          onChange={setMode}
          allowDeselect={false}
          data={[
            { value: 'sign', label: t('offers.admin.modeSign') },
            { value: 'esign', label: t('offers.admin.modeEsign') },
            { value: 'read_only', label: t('offers.admin.modeReadOnly') },
          ]}
        />
        <Button onClick={submit} loading={upload.isPending}>
          {t('offers.admin.upload')}
        </Button>
      </Group>
      {!hasLetter && (
        <Checkbox
          label={t('offers.admin.isLetter')}
          checked={isLetter}
          onChange={(e) => setIsLetter(e.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
