import { z } from 'zod';

/** Résumé export (issue 12 item 10): GET /api/pcsx/export_resume?format=&template=. */
export const resumeExportPath = '/api/pcsx/export_resume';
export const resumeFormats = ['pdf', 'docx'] as const;
export type ResumeFormat = (typeof resumeFormats)[number];
export const resumeTemplates = ['classic', 'modern'] as const;
export type ResumeTemplate = (typeof resumeTemplates)[number];

export const resumeExportQuerySchema = z.object({
  format: z.enum(resumeFormats),
  template: z.enum(resumeTemplates).default('classic'),
  domain: z.string().trim().min(1).max(253).optional(),
});
export type ResumeExportQuery = z.input<typeof resumeExportQuerySchema>;

export const resumeContentTypes: Record<ResumeFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
