import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkResumeUpload, primaryResumeFile } from '../profile/service.ts';
import type { JoinContext, SharedResume } from './service.ts';

/** What a member may share as a résumé: PDF or DOCX (the types a hiring team opens anywhere). */
export const sharedResumeTypes = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

const onlyPdfOrDocx = () =>
  new HttpError(400, errorCodes.invalidFile, 'Attach the résumé as a PDF or DOCX file.', {
    resume: 'Attach the résumé as a PDF or DOCX file.',
  });

/**
 * The talent network's résumés go through the profile's own checks (size, the type read from
 * the bytes, no active content in a PDF), then only PDF and DOCX are kept.
 */
export function resumeSharing(db: Db, tenantId: string): NonNullable<JoinContext['sharing']> {
  return {
    async upload(resume): Promise<SharedResume> {
      const { bytes, contentType } = await checkResumeUpload(resume.content);
      if (!sharedResumeTypes.has(contentType)) throw onlyPdfOrDocx();
      return { bytes, contentType, fileName: resume.file_name.slice(0, 200) };
    },
    async currentResume(userId) {
      const file = await primaryResumeFile(db, tenantId, userId);
      return file
        ? { bytes: file.content, contentType: file.contentType, fileName: file.filename }
        : undefined;
    },
  };
}
