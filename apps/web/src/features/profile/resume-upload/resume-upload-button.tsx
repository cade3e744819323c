import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResumeUpload } from './resume-upload.tsx';

/** The profile page's "Upload résumé" control: the upload and its confirm step in a dialog. */
export function ResumeUploadButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        {t('resumeUpload.open')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('resumeUpload.dialogTitle')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('resumeUpload.close') }}
      >
        <ResumeUpload onConfirmed={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}
