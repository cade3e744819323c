import { z } from 'zod';
import { searchFilterNames } from './search-constants.ts';

/**
 * The search page's assistant (issue 22; spec shell §4 "Chatbot", §9). One contract for the
 * server's engine and the web panel: the panel posts the visitor's message with the visit's
 * conversation so far, and reads the reply as a stream of newline-delimited JSON events
 * (`application/x-ndjson`), so text can appear as it is produced (the optional language-model
 * connection streams; the built-in engine sends its reply in a few events at once).
 */
export const assistantPaths = {
  /** GET: whether the assistant shows for this visitor, its greeting and suggested prompts. */
  config: '/api/pcsx/assistant/config',
  /** POST {@link assistantMessageSchema} → NDJSON stream of {@link AssistantEvent}. */
  messages: '/api/pcsx/assistant/messages',
  /** The company's knowledge base (FAQ, benefits, process, visa policy), admin only. */
  adminKnowledge: '/api/admin/assistant/knowledge',
  adminKnowledgeEntry: '/api/admin/assistant/knowledge/:id',
  /** The optional OpenAI-compatible connection (URL, model, key stored encrypted), admin only. */
  adminSettings: '/api/admin/assistant/settings',
  /** POST: one small request to a connection (the form's values, else the saved ones). */
  adminSettingsTest: '/api/admin/assistant/settings/test',
} as const;

export const assistantLimits = {
  maxMessageLength: 500,
  /** Turns of history sent with a message; older turns are dropped by the panel. */
  maxHistory: 20,
  /** Result cards shown in one reply. */
  maxJobCards: 5,
  maxKnowledgeEntries: 200,
  maxKnowledgeTitleLength: 200,
  maxKnowledgeBodyLength: 5000,
} as const;

export const assistantTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(5000),
});
export type AssistantTurn = z.infer<typeof assistantTurnSchema>;

/** Whether the runtime knows an IANA time zone ("Europe/Lisbon"); the browser's and Node's ICU agree. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const assistantMessageSchema = z.object({
  message: z.string().trim().min(1).max(assistantLimits.maxMessageLength),
  history: z.array(assistantTurnSchema).max(assistantLimits.maxHistory).default([]),
  /** The visitor's time zone, so interview times are told in their own clock (else UTC). */
  time_zone: z.string().max(64).refine(isKnownTimeZone, 'Not a known time zone.').optional(),
});
export type AssistantMessage = z.input<typeof assistantMessageSchema>;

/** A job in a reply: enough for a card with open, save, add to cart, apply and create an alert. */
export const assistantJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  /** The job's page on this site; every answer about a job links to it. */
  url: z.string(),
  apply_url: z.string().nullable(),
  work_mode: z.string().nullable(),
});
export type AssistantJob = z.infer<typeof assistantJobSchema>;

/** What the engine understood of a job search request; the panel links it to the search page. */
export const assistantSearchSchema = z.object({
  query: z.string().nullable(),
  location: z.string().nullable(),
  /** The filters the engine read (work place, seniority, employment type), by filter name. */
  filters: z.partialRecord(z.enum(searchFilterNames), z.array(z.string())).default({}),
  /** The search page URL with these parameters (also what "create an alert" saves). */
  url: z.string(),
  total: z.number().int().nonnegative(),
});
export type AssistantSearch = z.infer<typeof assistantSearchSchema>;

export const assistantIntents = [
  'job_search',
  'company_question',
  'my_applications',
  'my_offers',
  'my_interviews',
  'greeting',
  'unknown',
] as const;
export type AssistantIntent = (typeof assistantIntents)[number];

export const assistantEventSchema = z.discriminatedUnion('type', [
  /** Which intent was understood; first event of each reply. */
  z.object({ type: z.literal('intent'), intent: z.enum(assistantIntents) }),
  /** A piece of the reply's text, to append. */
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('jobs'), search: assistantSearchSchema, jobs: z.array(assistantJobSchema) }),
  /** The knowledge-base entries an answer came from, cited under it. */
  z.object({
    type: z.literal('sources'),
    sources: z.array(z.object({ id: z.string(), title: z.string() })),
  }),
  /** Links to the candidate's own items (an application, an offer, an interview). */
  z.object({
    type: z.literal('links'),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
  }),
  /** Follow-up prompts the panel shows as buttons. */
  z.object({ type: z.literal('suggestions'), prompts: z.array(z.string()) }),
  /** The reply could not be produced; `message` is safe to show. */
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('done') }),
]);
export type AssistantEvent = z.infer<typeof assistantEventSchema>;

export const assistantConfigSchema = z.object({
  enabled: z.boolean(),
  greeting: z.string(),
  suggested_prompts: z.array(z.string()),
  /** A contact the assistant offers when it does not know (email or URL), if the company set one. */
  contact: z.string().nullable(),
});
export type AssistantConfig = z.infer<typeof assistantConfigSchema>;

/** GET {@link assistantPaths.config} answer (the `data` wrapper of /api/pcsx). */
export const assistantConfigResponseSchema = z.object({ data: assistantConfigSchema });

/** One entry of the company's knowledge base: a question or topic and its answer, in plain text. */
export const assistantKnowledgeBodySchema = z.object({
  title: z.string().trim().min(1).max(assistantLimits.maxKnowledgeTitleLength),
  body: z.string().trim().min(1).max(assistantLimits.maxKnowledgeBodyLength),
  /** Extra words people may use for it ("visa, sponsorship, work permit"), comma-separated. */
  keywords: z.string().trim().max(500).default(''),
});
export type AssistantKnowledgeBody = z.input<typeof assistantKnowledgeBodySchema>;

export const assistantKnowledgeEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  keywords: z.string(),
  updated_at: z.string(),
});
export type AssistantKnowledgeEntry = z.infer<typeof assistantKnowledgeEntrySchema>;

export const assistantKnowledgeParamsSchema = z.object({ id: z.uuid() });
export const assistantKnowledgeListResponseSchema = z.object({
  data: z.object({ entries: z.array(assistantKnowledgeEntrySchema), limit: z.number().int() }),
});
export const assistantKnowledgeEntryResponseSchema = z.object({
  data: z.object({ entry: assistantKnowledgeEntrySchema }),
});
export const assistantKnowledgeDeleteResponseSchema = z.object({
  data: z.object({ id: z.string(), deleted: z.literal(true) }),
});

/** Spec shell §9: the chatbot's sidebar and layer. */
export const assistantLayout = {
  sidebarWidthPx: 400,
  /** At this width or less the panel is a full-screen sheet, with no sidebar resize. */
  mobileMaxWidthPx: 992,
  zIndex: 499,
  /** Bounds of the resized sidebar (ours: the spec gives only the default). */
  minWidthPx: 320,
  maxWidthPx: 720,
} as const;
