import {
  resumeContentTypes,
  resumeExportPath,
  resumeExportQuerySchema,
} from '@opencareers/contracts/resume-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadProfile } from '../profile/service.ts';
import { resumeModel } from './resume-model.ts';
import { resumePdf } from './resume-pdf.ts';

/** A file name from the candidate's name, ASCII-only for the plain header (the UTF-8 one keeps it all). */
function fileNames(name: string, ext: string) {
  const base = `${name || 'Resume'} - Resume`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, 100);
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'Resume';
  return `attachment; filename="${ascii.replace(/"/g, '')}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${base}.${ext}`)}`;
}

/** Résumé export (issue 12 item 10): the candidate's profile as a PDF or DOCX in a chosen template. */
export const resumeExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    resumeExportPath,
    {
      schema: {
        tags: ['profile'],
        summary: 'My profile as a résumé: PDF or DOCX, classic or modern template (a download)',
        description: 'Answers application/pdf or the DOCX type as an attachment named after the candidate.',
        produces: Object.values(resumeContentTypes),
        querystring: resumeExportQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { format, template } = request.query;
      const model = resumeModel(await loadProfile(app.db, user.tenantId, user.id));
      // docx (~3 MB of heap) loads with the first DOCX asked for, not at start (issue 19).
      const bytes =
        format === 'pdf'
          ? await resumePdf(model, template)
          : await (await import('./resume-docx.ts')).resumeDocx(model, template);
      return reply
        .header('content-type', resumeContentTypes[format])
        .header('content-disposition', fileNames(model.name, format))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
};
