import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { maxResumeDataUrlChars, resumeLimits } from './resume.ts';
import { maxLocaleCodeLength } from './ui-locales.ts';

/*
 * The talent network (issue 20 item 5; spec search §2 page identifier `jtn`): people join
 * without applying and get job alerts by email, confirmed by a link (double opt-in) and ended
 * with one click. The paths are ours, in the style of the spec's /api/pcsx calls.
 */

export const talentNetworkStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type TalentNetworkStatus = (typeof talentNetworkStatuses)[number];

export const talentNetworkLimits = {
  maxDepartments: 10,
  maxDepartmentLength: 120,
  maxKeywordsLength: 200,
  maxLocationLength: 200,
  /** A confirmation link works this long. */
  confirmLifetimeMs: 7 * 86_400_000,
} as const;

/**
 * The page's language when joining, shaped like a BCP 47 tag ("ja", "pt-BR", "es-419"); a
 * well-formed tag the site does not offer is written to in the company's default language.
 */
export const joinLocaleSchema = z
  .string()
  .trim()
  .max(maxLocaleCodeLength)
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'Not a language tag.');

/** What a member wants to hear about: departments and words (one of them at least) and a place. */
const interestFields = {
  departments: z
    .array(z.string().trim().min(1).max(talentNetworkLimits.maxDepartmentLength))
    .max(talentNetworkLimits.maxDepartments)
    .default([]),
  keywords: z.string().trim().max(talentNetworkLimits.maxKeywordsLength).default(''),
  location: z.string().trim().max(talentNetworkLimits.maxLocationLength).default(''),
};
const hasInterest = (b: { departments: string[]; keywords: string }) =>
  b.departments.length > 0 || b.keywords !== '';
const needInterest = () => ({
  message: 'Choose a department or type a few words about the jobs you want.',
  path: ['keywords'],
});

export const joinTalentNetworkBodySchema = z
  .object({
    email: emailSchema,
    ...interestFields,
    /** The language the guest reads the site in: their emails are written in it. */
    locale: joinLocaleSchema.optional(),
    /**
     * A guest's résumé (PDF or DOCX), stored with the membership: the file as a data URL, as
     * the profile's résumé upload sends it. Checked by its bytes on the server.
     */
    resume: z
      .object({
        file_name: z.string().trim().min(1).max(resumeLimits.maxFileNameLength),
        content: z.string().min(1).max(maxResumeDataUrlChars),
      })
      .optional(),
    /** A signed-in candidate shares their profile (and a copy of their current résumé). */
    share_profile: z.boolean().optional(),
  })
  .refine(hasInterest, needInterest());
export type JoinTalentNetworkBody = z.input<typeof joinTalentNetworkBodySchema>;

/** A confirmed member changing their interests through the link in an alert. */
export const talentNetworkInterestsBodySchema = z.object(interestFields).refine(hasInterest, needInterest());
export type TalentNetworkInterestsBody = z.input<typeof talentNetworkInterestsBodySchema>;

/** The same answer whoever the address belongs to: joining never tells who is a member. */
export const joinTalentNetworkResponseSchema = z.object({
  data: z.object({ status: z.literal('check_email') }),
});

/** A confirmation or unsubscribe link's parts: the membership and its signed token. */
export const talentNetworkLinkSchema = z.object({
  member: z.uuid(),
  token: z.string().min(1).max(100),
});

/** A member's interests as their link shows them. */
export const talentNetworkInterestsResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    status: z.enum(talentNetworkStatuses),
    departments: z.array(z.string()),
    keywords: z.string(),
    location: z.string(),
    /** What the member shares with the company; they may withdraw it from the same page. */
    sharing: z.object({ resume_name: z.string().nullable(), profile: z.boolean() }),
  }),
});

export const talentNetworkStatusResponseSchema = z.object({
  data: z.object({ status: z.enum(['confirmed', 'unsubscribed']) }),
});

/* The admin console's list of members (docs/talent-network.md "Admin console"). */

export const talentNetworkAdminPageSize = 20;

export const adminTalentNetworkListQuerySchema = z.object({
  domain: z.string().trim().min(1).max(253).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** One status, or every member (default). */
  status: z.enum([...talentNetworkStatuses, 'all']).default('all'),
});
export type AdminTalentNetworkListQuery = z.infer<typeof adminTalentNetworkListQuerySchema>;

/** The CSV export: a status (or all), no page. */
export const adminTalentNetworkExportQuerySchema = adminTalentNetworkListQuerySchema.omit({ page: true });

export const talentNetworkMemberIdParamsSchema = z.object({ id: z.uuid() });

export const adminTalentNetworkMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  departments: z.array(z.string()),
  keywords: z.string(),
  location: z.string(),
  /** The language their emails are written in; null: the company's default. */
  locale: z.string().nullable(),
  status: z.enum(talentNetworkStatuses),
  joined_at: z.string(),
  confirmed_at: z.string().nullable(),
  /** The shared résumé's file name (download with adminResume), or null. */
  resume_name: z.string().nullable(),
  /** A signed-in member shares their profile (read with adminProfile). */
  profile_shared: z.boolean(),
});
export type AdminTalentNetworkMember = z.infer<typeof adminTalentNetworkMemberSchema>;

export const adminTalentNetworkListResponseSchema = z.object({
  data: z.object({
    members: z.array(adminTalentNetworkMemberSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

/** A sharing member's profile as the company sees it (docs/talent-network.md "Sharing"). */
export const adminTalentNetworkProfileResponseSchema = z.object({
  data: z.object({
    name: z.string(),
    headline: z.string(),
    skills: z.array(z.string()),
    experience: z.array(
      z.object({
        title: z.string(),
        company: z.string(),
        start: z.string().nullable(),
        end: z.string().nullable(),
        current: z.boolean(),
      }),
    ),
    education: z.array(
      z.object({
        school: z.string(),
        degree: z.string(),
        field: z.string(),
        start: z.string().nullable(),
        end: z.string().nullable(),
      }),
    ),
    /** Where they live, then where they want to work. */
    locations: z.array(z.string()),
  }),
});
export type AdminTalentNetworkProfile = z.infer<typeof adminTalentNetworkProfileResponseSchema>['data'];
