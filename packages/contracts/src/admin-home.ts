import { z } from 'zod';
import { domainQuerySchema } from './boot.ts';

/** GET /api/admin/home: what needs the admin's attention, as counts with the lists behind them. */
export const adminHomeQuerySchema = domainQuerySchema.extend({
  /** The admin's last visit; new applications are counted since then (at most 90 days back), else over 7 days. */
  since: z.iso.datetime({ offset: true }).optional(),
});

export const adminHomeSchema = z.object({
  newApplications: z.object({ count: z.number().int(), since: z.string() }),
  offersAwaitingAnswer: z.number().int(),
  formsOverdue: z.number().int(),
  jobsClosingSoon: z.object({ count: z.number().int(), withinDays: z.number().int() }),
  openJobs: z.number().int(),
  draftJobs: z.number().int(),
  /** False when no SMTP_URL is set: emails are only kept in the outbox. */
  emailConfigured: z.boolean(),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;
export const adminHomeResponseSchema = z.object({ data: adminHomeSchema });
