import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { domainQuerySchema } from './boot.ts';

/** pg-boss job states: created, retry, active, completed, cancelled, failed. */
export const backgroundJobStateSchema = z.enum([
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
]);

/** One run of a background job (mail relay, offer reminders, saved-search alerts), newest first. */
export const backgroundJobRunSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: backgroundJobStateSchema,
  /** Retries so far (0 on the first try). */
  retryCount: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** What the run reported (e.g. {"sent": 3}), or its error message. */
  output: z.string().nullable(),
});
export type BackgroundJobRun = z.infer<typeof backgroundJobRunSchema>;

export const adminJobRunsQuerySchema = domainQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminJobRunsResponseSchema = dataEnvelope(
  z.object({
    runs: z.array(backgroundJobRunSchema),
    /** False when this process runs no job runner (JOB_RUNNER=false). */
    running: z.boolean(),
    /**
     * Every job this server defines, with its period, when it last started and when it is next
     * due (the last start plus the period; null before the first run): the list "Run now" acts on.
     */
    jobs: z.array(
      z.object({
        name: z.string(),
        every_ms: z.number().int(),
        last_run_at: z.string().nullable(),
        next_run_at: z.string().nullable(),
      }),
    ),
  }),
);

/** A background job by its queue name (letters, digits, dashes). */
export const backgroundJobNameParamsSchema = z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export const runBackgroundJobResponseSchema = dataEnvelope(z.object({ queued: z.literal(true) }));
