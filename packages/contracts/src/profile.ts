import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { employmentTypes, payPeriods, workPlaces } from './search-constants.ts';

/**
 * The candidate profile (issue 12; spec search-positions-profile §2, §3, §7, §8). One shape
 * for storage, the profile page, the résumé parser's proposals and the export, so nothing is
 * typed twice. Months are 'YYYY-MM' (a résumé rarely says the day).
 */

/** Spec §8 messages for profile edits. */
export const profileEditMessages = {
  invalid: 'Invalid request received. Please try again',
  failed: 'Something went wrong. Please try again',
} as const;
/** Spec §8: the failure message shows for 3 s. */
export const profileEditErrorMs = 3000;
/** Largest avatar image, decoded (PNG, JPEG or WebP). */
export const avatarMaxBytes = 2 * 1024 * 1024;
/** Largest résumé file. */
export const resumeMaxBytes = 10 * 1024 * 1024;

export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Use the form YYYY-MM' });

const shortText = z.string().trim().max(200);
const longText = z.string().trim().max(5000);

/** A place the gazetteer resolved (null coordinates when it could not). */
export const profilePlaceSchema = z.object({
  label: z.string(),
  city: z.string(),
  region: z.string(),
  countryCode: z.string().length(2).nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type ProfilePlace = z.infer<typeof profilePlaceSchema>;

export const profileContactSchema = z.object({
  firstname: shortText.min(1, { message: 'Enter your first name' }),
  lastname: shortText,
  email: z.email({ message: 'Enter a valid email address' }).max(254),
  /** As typed in a request; stored in E.164 ("+442079460321"), '' when none (the server checks it). */
  phone: z.string().trim().max(40),
  /** What the candidate typed, e.g. "Lisbon" or "Austin, TX"; resolved into `place` by the server. */
  location: shortText,
});
export type ProfileContact = z.infer<typeof profileContactSchema>;

export const experienceItemSchema = z
  .object({
    title: shortText.min(1, { message: 'Enter the job title' }),
    company: shortText,
    location: shortText.default(''),
    startMonth: monthSchema.nullable(),
    endMonth: monthSchema.nullable(),
    current: z.boolean().default(false),
    description: longText.default(''),
  })
  .refine((e) => !e.startMonth || !e.endMonth || e.startMonth <= e.endMonth, {
    message: 'The end date must not be before the start date',
    path: ['endMonth'],
  });
export type ExperienceItem = z.infer<typeof experienceItemSchema>;

export const educationItemSchema = z
  .object({
    school: shortText.min(1, { message: 'Enter the school' }),
    degree: shortText.default(''),
    field: shortText.default(''),
    startMonth: monthSchema.nullable(),
    endMonth: monthSchema.nullable(),
  })
  .refine((e) => !e.startMonth || !e.endMonth || e.startMonth <= e.endMonth, {
    message: 'The end date must not be before the start date',
    path: ['endMonth'],
  });
export type EducationItem = z.infer<typeof educationItemSchema>;

/** A skill: from the taxonomy (its canonical name) or free text (taxonomyId null). */
export const skillItemSchema = z.object({
  name: z.string().trim().min(1).max(80),
  taxonomyId: z.string().max(120).nullable().default(null),
});
export type SkillItem = z.infer<typeof skillItemSchema>;

export const languageLevels = ['basic', 'conversational', 'professional', 'fluent', 'native'] as const;
export const languageItemSchema = z.object({
  /** A language name as the candidate calls it, e.g. "Portuguese". */
  name: z.string().trim().min(1).max(60),
  level: z.enum(languageLevels),
});
export type LanguageItem = z.infer<typeof languageItemSchema>;

export const linkItemSchema = z.object({
  label: z.string().trim().max(60).default(''),
  url: z
    .url({ protocol: /^https?$/, message: 'Enter a web address starting with http:// or https://' })
    .max(500),
});
export type LinkItem = z.infer<typeof linkItemSchema>;

export { payPeriods };
export const preferencesSchema = z.object({
  workPlaces: z.array(z.enum(workPlaces)).max(workPlaces.length).default([]),
  employmentTypes: z.array(z.enum(employmentTypes)).max(employmentTypes.length).default([]),
  desiredLocations: z.array(shortText.min(1)).max(10).default([]),
  relocation: z.boolean().default(false),
  payExpectation: z
    .object({
      min: z.number().int().nonnegative().max(100_000_000),
      currency: z.string().regex(/^[A-Z]{3}$/, { message: 'Use a 3-letter currency code' }),
      period: z.enum(payPeriods),
    })
    .nullable()
    .default(null),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** A stored résumé file; `url` downloads it (owner only). */
export const resumeEntrySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  isPrimary: z.boolean(),
  url: z.string(),
});
export type ResumeEntry = z.infer<typeof resumeEntrySchema>;

/** GET /api/pcsx/profile_details → data.profile. */
export const profileSchema = z.object({
  encId: z.string(),
  contact: profileContactSchema,
  place: profilePlaceSchema.nullable(),
  headline: z.string(),
  summary: z.string(),
  experience: z.array(experienceItemSchema),
  education: z.array(educationItemSchema),
  skills: z.array(skillItemSchema),
  languages: z.array(languageItemSchema),
  links: z.array(linkItemSchema),
  preferences: preferencesSchema,
  /** Spec §9: a path starting with '/' gets the static host prefix in the browser. */
  avatar: z.string().nullable(),
  resumes: z.array(resumeEntrySchema),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The list sections and their item schemas; list limits keep a profile bounded. */
export const profileListSections = {
  experience: { item: experienceItemSchema, max: 50 },
  education: { item: educationItemSchema, max: 20 },
  skills: { item: skillItemSchema, max: 150 },
  languages: { item: languageItemSchema, max: 30 },
  links: { item: linkItemSchema, max: 20 },
} as const;
export type ProfileListSection = keyof typeof profileListSections;

/** Sections holding one value; edited with `update` only (avatar also with `delete`). */
export const profileValueSections = {
  contact: profileContactSchema,
  headline: shortText,
  summary: longText,
  preferences: preferencesSchema,
  /** value: a data URL of a PNG, JPEG or WebP image (≤ 2 MB decoded). */
  avatar: z.string().max(3_000_000),
} as const;
export type ProfileValueSection = keyof typeof profileValueSections;

/** `resumes` takes `delete` (index) and `update` (index, value {isPrimary: true}). */
export const profileSections = [
  ...(Object.keys(profileListSections) as ProfileListSection[]),
  ...(Object.keys(profileValueSections) as ProfileValueSection[]),
  'resumes',
] as const;
export type ProfileSection = (typeof profileSections)[number];

export const profileOperations = ['add', 'update', 'delete', 'reorder'] as const;
export type ProfileOperation = (typeof profileOperations)[number];

/**
 * POST /api/pcsx/profile_edit (spec §7): op_section and operation in snake case,
 * op_data {value, index}. `index` addresses an item of a list section; for `reorder`,
 * `value` is the new order as a permutation of the current indexes. The server checks
 * value against the section's schema and answers 422 with the spec's message when the
 * pair or the value does not fit; it answers data.profile (and data.avatar).
 */
export const profileEditBodySchema = z.object({
  op_section: z.enum(profileSections),
  operation: z.enum(profileOperations),
  op_data: z
    .object({
      value: z.unknown().optional(),
      index: z.number().int().nonnegative().max(1000).optional(),
    })
    .default({}),
  domain: z.string().trim().min(1).max(253).optional(),
});
export type ProfileEditBody = z.input<typeof profileEditBodySchema>;

export const profileResponseSchema = dataEnvelope(
  z.object({ profile: profileSchema, avatar: z.string().nullable() }),
);

/** A next step that raises completion; `section` is the profile section it links to. */
export const profileSuggestionSchema = z.object({
  id: z.string(),
  section: z.enum(profileSections),
  message: z.string(),
  /** Points this step adds to the completion percentage. */
  weight: z.number().int(),
});
export type ProfileSuggestion = z.infer<typeof profileSuggestionSchema>;

/** spec §3 User.profileCompletionData, also the body of GET /api/pcsx/profile_analysis. */
export const profileCompletionSchema = z.object({
  percent: z.number().int().min(0).max(100),
  /** Sections that are filled in. */
  completed: z.array(z.enum(profileSections)),
  suggestions: z.array(profileSuggestionSchema),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;

export const profileAnalysisResponseSchema = dataEnvelope(profileCompletionSchema);

/**
 * What the résumé parser found (issue 12, spec §4): a proposal the candidate reviews field
 * by field before anything is stored. Every part is optional: the parser proposes only
 * what it read.
 */
export const parsedResumeSchema = z.object({
  contact: profileContactSchema.partial(),
  headline: z.string().optional(),
  summary: z.string().optional(),
  experience: z.array(experienceItemSchema),
  education: z.array(educationItemSchema),
  skills: z.array(skillItemSchema),
  languages: z.array(languageItemSchema),
  links: z.array(linkItemSchema),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;

/** Largest profile_edit body: an avatar data URL (2 MB image, base64) and the envelope. */
export const profileEditBodyLimit = 3_100_000;

/** GET /api/pcsx/resumes/:id and GET /api/pcsx/avatars/:id (owner only). */
export const profileFileParamsSchema = z.object({ id: z.uuid() });

/** GET /api/pcsx/skill_suggestions?q=: skills of the match taxonomy for the skills editor. */
export const skillSuggestionsLimit = 8;
export const skillSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(1).max(80),
  domain: z.string().max(253).optional(),
});
export const skillSuggestionsResponseSchema = dataEnvelope(z.object({ skills: z.array(z.string()) }));
