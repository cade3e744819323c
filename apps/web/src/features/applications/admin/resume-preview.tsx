import { Alert, Skeleton } from '@mantine/core';
import { apiPath } from '@opencareers/contracts/api-path';
import type { AdminApplicationDetail } from '@opencareers/contracts/applications';
import { formPaths } from '@opencareers/contracts/forms-paths';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
// The lazy wrapper: pdf.js loads only when a résumé is shown (and never in jsdom unit tests).
import { LazyPdfViewer } from '../../offers/index.ts';
import { adminApplicationKeys } from './admin-applications-api.ts';

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};

/**
 * The application's résumé drawn in the page (a PDF; other types get their download link in
 * the files list). The bytes come from the same admin-only file route as the download.
 */
export function ResumePreview({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const resume = application.resume;
  const submission = application.submission_id;
  const isPdf = resume?.mime_type === 'application/pdf';
  const url =
    resume && submission
      ? href(apiPath(formPaths.submissionFile, { submissionId: submission, fileId: resume.file_id }))
      : '';
  const file = useQuery({
    queryKey: adminApplicationKeys.resume(url),
    enabled: isPdf && !!url,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`résumé ${res.status}`);
      return toBase64(new Uint8Array(await res.arrayBuffer()));
    },
  });
  if (!resume) return <Alert color="gray">{t('applications.pipeline.noResume')}</Alert>;
  if (!isPdf)
    return <Alert color="gray">{t('applications.pipeline.resumeNotPdf', { name: resume.name })}</Alert>;
  if (file.isError) return <Alert color="yellow">{t('applications.pipeline.resumeFailed')}</Alert>;
  if (!file.data) return <Skeleton height={480} radius="md" role="status" aria-label={t('common.loading')} />;
  return <LazyPdfViewer b64={file.data} name={resume.name} />;
}
