import { Alert, Button, FileInput, Group, Loader, Stack, Text } from '@mantine/core';
import type { Profile } from '@opencareers/contracts/profile';
import type { ParseWarning } from '@opencareers/contracts/resume';
import { resumeLimits } from '@opencareers/contracts/resume';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { formatAlternatives } from '../../../lib/i18n/format-list.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import {
  acceptedTypes,
  maxResumeMb,
  parseResumeFile,
  refreshAfterResumeUpload,
  uploadResumeFile,
} from './resume-api.ts';
import { ResumeReviewForm } from './resume-review-form.tsx';
import { acceptedOf, type ResumeReview, reviewOf } from './review-state.ts';

type Step =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'review'; review: ResumeReview; warnings: ParseWarning[] }
  | { kind: 'saving'; review: ResumeReview; warnings: ParseWarning[] };

interface Props {
  /** After the confirmed upload and every refresh (spec §4). */
  onConfirmed?: (candidate: Profile) => void;
  /** After Cancel: nothing was sent or stored. */
  onCancel?: () => void;
}

/**
 * Résumé upload with a confirm step (spec search §4): choose a file, the server reads it,
 * the candidate reviews what was found, then Confirm uploads and updates the profile (and
 * refreshes search, the selected position and the résumé list); Cancel changes nothing.
 */
export function ResumeUpload({ onConfirmed, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const allowed = acceptedTypes(useBoot().config.pcsxConfig.resumeAllowedFileTypes);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);

  const read = async () => {
    if (!file) return;
    setProblem(null);
    if (file.size > resumeLimits.maxBytes) return setProblem(t('resumeUpload.tooLarge', { mb: maxResumeMb }));
    setStep({ kind: 'reading' });
    try {
      const result = await parseResumeFile(file);
      setStep({ kind: 'review', review: reviewOf(result.proposal), warnings: result.warnings });
    } catch (error) {
      setProblem(describeRequestError(error));
      setStep({ kind: 'choose' });
    }
  };

  const confirm = async () => {
    if (!file || step.kind !== 'review') return;
    setStep({ ...step, kind: 'saving' });
    try {
      const candidate = await uploadResumeFile(file, acceptedOf(step.review));
      await refreshAfterResumeUpload(client, candidate);
      showSuccessToast(t('resumeUpload.saved'));
      setFile(null);
      setStep({ kind: 'choose' });
      onConfirmed?.(candidate);
    } catch (error) {
      setProblem(describeRequestError(error));
      setStep({ ...step, kind: 'review' });
    }
  };

  const cancel = () => {
    setFile(null);
    setProblem(null);
    setStep({ kind: 'choose' });
    onCancel?.();
  };

  if (step.kind === 'review' || step.kind === 'saving')
    return (
      <Stack gap="md">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <ResumeReviewForm
          fileName={file?.name ?? ''}
          review={step.review}
          warnings={step.warnings}
          saving={step.kind === 'saving'}
          onChange={(review) => setStep({ ...step, review })}
          onConfirm={confirm}
          onCancel={cancel}
        />
      </Stack>
    );

  return (
    <Stack gap="sm">
      <FileInput
        label={t('resumeUpload.fileLabel')}
        description={t('resumeUpload.fileHint', {
          types: formatAlternatives(
            allowed.map((x) => x.toUpperCase()),
            i18n.language,
          ),
          mb: maxResumeMb,
        })}
        placeholder={t('resumeUpload.filePlaceholder')}
        accept={allowed.map((x) => `.${x}`).join(',')}
        value={file}
        onChange={(next) => {
          setFile(next);
          setProblem(null);
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('resumeUpload.clearFile') }}
        disabled={step.kind === 'reading'}
      />
      {problem && (
        <Alert color="red" role="alert" title={t('resumeUpload.readFailed')}>
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={read} disabled={!file} loading={step.kind === 'reading'}>
          {t('resumeUpload.read')}
        </Button>
        {step.kind === 'reading' && (
          <Group gap={6} role="status" aria-live="polite">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('resumeUpload.reading')}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
