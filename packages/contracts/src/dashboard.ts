import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { domainQuerySchema } from './boot.ts';

/**
 * The dashboard's own calls. `nudges` is the spec's path (shell §7 Dashboard, "result shape not
 * shown"); `todos` is ours, in the same style: what needs the candidate now, computed on the
 * server from their offers, forms, interviews, drafts and profile.
 */
export const dashboardPaths = {
  todos: '/api/pcsx/dashboard/todos',
  nudges: '/api/pcsx/dashboard/nudges',
  dismissNudge: '/api/pcsx/dashboard/nudges/:id/dismiss',
} as const;

/** Limits of the to-do list and the nudges. */
export const dashboardLimits = {
  /** An open offer is nudged about once it expires within this many days. */
  offerExpiringDays: 7,
  /** A search in this many days, with no saved search, suggests a job alert. */
  recentSearchDays: 30,
  /** At most this many profile gaps in the to-do list (heaviest first). */
  profileGaps: 3,
  /** At most this many rows of each kind; the full pages have the rest. */
  perKind: 5,
} as const;

/** The kinds of to-do, in the order of the spec's list (issue 20): offers, forms, interviews, drafts, profile. */
export const todoKinds = ['offer', 'form', 'interview', 'draft', 'profile'] as const;
export type TodoKind = (typeof todoKinds)[number];

export const todoItemSchema = z.object({
  /** `<kind>:<what it is about>`, stable across calls. */
  id: z.string(),
  kind: z.enum(todoKinds),
  /** The position, the form, or for a profile gap the step's English text (the web translates by `detail`). */
  title: z.string(),
  /** The site path where the candidate acts on it. */
  href: z.string(),
  /** The moment that makes it urgent: an offer's expiry, a form's due date, an interview's start. */
  at: z.string().nullable(),
  /** An interview's end. */
  ends_at: z.string().nullable(),
  /**
   * One fact the row shows: a form's status (open, in_progress), an interview's kind, when a
   * draft was last saved, a profile step's id (add-experience…), else null.
   */
  detail: z.string().nullable(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

/** GET /api/pcsx/dashboard/todos: most urgent first. */
export const todosResponseSchema = dataEnvelope(
  z.object({
    todos: z.array(todoItemSchema),
    /** The profile's completion percentage, for the profile row's progress. */
    profile_percent: z.number().int().min(0).max(100),
  }),
);
export type TodosResponse = z.infer<typeof todosResponseSchema>;

export const nudgeKinds = ['offer_expiring', 'profile_incomplete', 'draft_not_sent', 'job_alert'] as const;
export type NudgeKind = (typeof nudgeKinds)[number];

const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A nudge id: its kind, and for one about an offer or a draft, that offer's or position's id. */
export const nudgeIdPattern = new RegExp(
  `^(?:profile_incomplete|job_alert|(?:offer_expiring|draft_not_sent):${uuidPattern})$`,
);

export const nudgeSchema = z.object({
  id: z.string().regex(nudgeIdPattern),
  kind: z.enum(nudgeKinds),
  /** The offer's or draft's position, the search to be alerted about, or null. */
  title: z.string().nullable(),
  /** The site path of the nudge's action. */
  href: z.string(),
  /** An offer's expiry. */
  at: z.string().nullable(),
  /** The profile's completion percentage for profile_incomplete, else null. */
  percent: z.number().int().min(0).max(100).nullable(),
});
export type Nudge = z.infer<typeof nudgeSchema>;

/** GET /api/pcsx/dashboard/nudges: the ones not dismissed, most pressing first. */
export const nudgesResponseSchema = dataEnvelope(z.object({ nudges: z.array(nudgeSchema) }));
export type NudgesResponse = z.infer<typeof nudgesResponseSchema>;

export const nudgeIdParamsSchema = z.object({
  id: z.string().max(80).regex(nudgeIdPattern, { message: 'Unknown nudge' }),
});

export const dashboardQuerySchema = domainQuerySchema;
