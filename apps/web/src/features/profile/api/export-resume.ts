import {
  type ResumeFormat,
  type ResumeTemplate,
  resumeExportPath,
} from '@opencareers/contracts/resume-export';
import { useQuery } from '@tanstack/react-query';
import { withQuery } from '../../../lib/api/query-string.ts';
import { forwardedParamsFrom } from '../../../lib/api/request-context.ts';

/** The export's address: downloads go through a plain link, the preview through fetch. */
export const exportResumeHref = (search: string, format: ResumeFormat, template: ResumeTemplate) =>
  withQuery(resumeExportPath, { ...forwardedParamsFrom(search), format, template });

async function fetchPdf(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const res = await fetch(url, { credentials: 'same-origin', signal });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** The PDF the preview draws: exactly the file the download gives. */
export const useResumePdf = (search: string, template: ResumeTemplate, userId: string | undefined) =>
  useQuery({
    queryKey: ['resume-export', userId, template],
    queryFn: ({ signal }) => fetchPdf(exportResumeHref(search, 'pdf', template), signal),
    staleTime: 0,
    meta: { handlesErrors: true },
  });
