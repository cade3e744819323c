import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { domainQuerySchema } from './boot.ts';

/*
 * Referrals (issue 20 item 4). The spec names GET /api/pcsx/dashboard/referrals ("reads
 * referrals", shell §7) and says "The referral feature is gated" (search §6,
 * gates.referralWithCandidateApplicationGate); the rest is ours, in the same style.
 */

/**
 * What the referrer sees. `invited` until the referred person applies with the link; then the
 * application's stage, except that a rejected or withdrawn application shows only as `closed`:
 * the referrer learns that it ended, not how. `expired`: the link was not used within
 * referralLimits.lifetimeDays (the person can then be referred to the job again).
 */
export const referralStatuses = [
  'invited',
  'expired',
  'submitted',
  'in_review',
  'interviewing',
  'offered',
  'hired',
  'closed',
] as const;
export const referralStatusSchema = z.enum(referralStatuses);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const referralLimits = {
  maxNameLength: 120,
  maxNoteLength: 500,
  /** Referrals one person may send in a day, whatever the jobs. */
  perDay: 20,
  /** A referral not used (no application through its link) within this many days expires. */
  lifetimeDays: 30,
  /** The referred person is reminded once, this many days before an unused link expires. */
  reminderDaysBeforeExpiry: 3,
  /** The referrer may have the invitation sent again once in this many hours. */
  resendEveryHours: 24,
} as const;

export const createReferralBodySchema = z.object({
  position_id: z.uuid(),
  email: emailSchema,
  name: z
    .string()
    .trim()
    .max(referralLimits.maxNameLength)
    .optional()
    .transform((v) => v || undefined),
  note: z
    .string()
    .trim()
    .max(referralLimits.maxNoteLength)
    .optional()
    .transform((v) => v || undefined),
});
export type CreateReferralBody = z.input<typeof createReferralBodySchema>;

export const referralSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  position: z.object({ id: z.string(), title: z.string() }),
  status: referralStatusSchema,
  referred_at: z.string(),
  /** When the referred person applied with the link, else null. */
  applied_at: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralsQuerySchema = domainQuerySchema;

export const referralsResponseSchema = z.object({
  data: z.object({ referrals: z.array(referralSchema) }),
});

export const referralResponseSchema = z.object({ data: z.object({ referral: referralSchema }) });

/** On the admin's application page: who referred the candidate, when. */
export const applicationReferralSchema = z.object({
  referrer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  referred_at: z.string(),
});
export type ApplicationReferral = z.infer<typeof applicationReferralSchema>;

export const referralIdParamsSchema = z.object({ id: z.uuid() });
