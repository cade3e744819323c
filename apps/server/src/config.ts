import path from 'node:path';
import { z } from 'zod';
import { parseLlmHosts } from './modules/assistant/llm-host-policy.ts';
import { defaultRelayPolicy, type RelayPolicy } from './modules/notifications/mail-relay.ts';

/*
 * All configuration comes from environment variables (README "Configuration").
 * Relative paths resolve against the directory npm was started in (INIT_CWD), so
 * `npm start` at the repository root keeps its data in ./data there.
 */
const baseDir = process.env.INIT_CWD ?? process.cwd();
const repoRoot = path.resolve(import.meta.dirname, '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * The embedded database's page cache (PostgreSQL shared_buffers, db/client.ts). PostgreSQL's
 * default, 128 MB, took PGlite's memory to 199 MB as it opened; at 32 MB it is 138 MB (the
 * WebAssembly build starts at 128 MB) and the server's resident memory 100 MB less, with the
 * same query times on the demo data (measured, docs/performance.md). The operating system's
 * file cache sits behind it. A big site can raise it with PGLITE_SHARED_BUFFERS.
 */
export const defaultPgliteSharedBuffers = '32MB';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  // PostgreSQL's own unit syntax ("32MB", "256MB", "1GB"): passed to the embedded database as is.
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'a size such as 32MB or 1GB')
    .default(defaultPgliteSharedBuffers),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(12 * 60),
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Check the answers of the hot read routes (search, autocomplete) against their schemas before
   * sending (lib/response-serializer.ts). Default: on under vitest, off otherwise.
   */
  CHECK_RESPONSES: bool.optional(),
  SEED_DEMO: bool.default(true),
  DEMO_POSITIONS: z.coerce.number().int().min(0).max(200000).default(2000),
  WEB_DIST_DIR: z.string().optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Failed logins per account (from any address) within the window before it is throttled. */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The default tenant's public origin (https://careers.example.com) for links, sitemap and SEO. */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'Use an http(s) origin')
    .transform((v) => new URL(v).origin)
    .optional(),
  /** How often each process applies position changes to its search index (ms; 0 = only on demand). */
  SEARCH_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** Form submissions per minute per address and route (issue 3). */
  FORM_SUBMIT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** Assistant messages per minute per visit (issue 22). */
  ASSISTANT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** The hosts a company's language-model connection may reach (docs/assistant.md); empty: any. */
  ASSISTANT_LLM_HOSTS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** smtp(s)://user:pass@host:port; without it, emails are kept in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('OpenCareers <no-reply@localhost>'),
  /** Run background jobs (mail relay, reminders, alerts) in this process (pg-boss; see docs/deployment.md). */
  JOB_RUNNER: bool.default(true),
  /** How often an idle job worker asks the database for work (seconds). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often the mail relay sends due outbox mails (seconds). */
  MAIL_RELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Attempts per email before it becomes a dead letter; the wait doubles from MAIL_RETRY_BASE_SECONDS. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /** How often candidates with an offer about to expire are reminded (minutes). */
  OFFER_REMINDER_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** How often registered candidates of an event starting within a day are reminded (minutes). */
  EVENT_REMINDER_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /**
   * How often the embedded database is vacuumed and analysed (hours; 0 = never): PGlite has no
   * autovacuum (db/embedded-vacuum.ts). Not used on PostgreSQL.
   */
  EMBEDDED_DB_VACUUM_HOURS: z.coerce.number().int().min(0).max(168).default(6),
  /** How often saved searches are checked for new matching jobs (minutes; 0 = never, e.g. in tests). */
  SAVED_SEARCH_ALERT_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /**
   * How long after a job is posted the alerts consider it (seconds): every process's search
   * index must have it by then (docs/deployment.md). Lower only where one process serves (tests).
   */
  ALERT_SETTLE_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** Origin serving the offer e-signature page (e.g. https://sign.example.com); empty: this server. */
  ESIGN_HOST: z
    .string()
    .url()
    .transform((v) => new URL(v).origin)
    .optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** The embedded database's page cache (PostgreSQL shared_buffers); see db/client.ts. */
  pgliteSharedBuffers: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionSecret: string | undefined;
  sessionIdleMs: number;
  sessionMaxAgeMs: number;
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  logLevel: string;
  checkResponses: boolean;
  seedDemo: boolean;
  demoPositions: number;
  webDistDir: string;
  authRateLimitMax: number;
  loginAccountThrottle: { maxFailures: number; windowMs: number };
  publicOrigin: string | undefined;
  formSubmitRateLimitMax: number;
  assistantRateLimitMax: number;
  /** ASSISTANT_LLM_HOSTS, parsed: host names, "*.example.com" for subdomains; empty allows any. */
  assistantLlmHosts: string[];
  bodyLimitBytes: number;
  searchPollMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  esignHost: string;
  savedSearchAlertMs: number;
  /** Jobs posted within this long are left for the next alert run. */
  alertSettleMs: number;
  jobRunner: boolean;
  jobPollSeconds: number;
  mailRelayMs: number;
  mailRelayPolicy: RelayPolicy;
  offerReminderMs: number;
  eventReminderMs: number;
  /** 0: never (db/embedded-vacuum.ts). */
  embeddedVacuumMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    checkResponses: e.CHECK_RESPONSES ?? !!process.env.VITEST,
    seedDemo: e.SEED_DEMO,
    demoPositions: e.DEMO_POSITIONS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(baseDir, e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    loginAccountThrottle: {
      maxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
      windowMs: e.LOGIN_ACCOUNT_WINDOW_MINUTES * 60_000,
    },
    publicOrigin: e.PUBLIC_ORIGIN,
    formSubmitRateLimitMax: e.FORM_SUBMIT_RATE_LIMIT_MAX,
    assistantRateLimitMax: e.ASSISTANT_RATE_LIMIT_MAX,
    assistantLlmHosts: parseLlmHosts(e.ASSISTANT_LLM_HOSTS),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    searchPollMs: e.SEARCH_POLL_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    esignHost: e.ESIGN_HOST ?? '',
    savedSearchAlertMs: e.SAVED_SEARCH_ALERT_MINUTES * 60_000,
    alertSettleMs: e.ALERT_SETTLE_SECONDS * 1000,
    jobRunner: e.JOB_RUNNER,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    mailRelayMs: e.MAIL_RELAY_SECONDS * 1000,
    mailRelayPolicy: {
      ...defaultRelayPolicy,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      baseDelayMs: e.MAIL_RETRY_BASE_SECONDS * 1000,
    },
    offerReminderMs: e.OFFER_REMINDER_MINUTES * 60_000,
    eventReminderMs: e.EVENT_REMINDER_MINUTES * 60_000,
    embeddedVacuumMs: e.EMBEDDED_DB_VACUUM_HOURS * 3_600_000,
  };
}
