import { z } from 'zod';
import { pageIds } from './page-ids.ts';
import {
  maxSynonymGroups,
  maxSynonymLength,
  maxSynonymsPerGroup,
  searchFilterNames,
  sortOptions,
} from './search-constants.ts';
import { themeSchema } from './theme.ts';
import { uiLocales } from './ui-locales.ts';

/** Fonts bundled with the web app (no font is fetched from elsewhere); `system` is the platform's own. */
export const bundledFonts = ['system', 'inter', 'atkinson-hyperlegible', 'lora', 'merriweather'] as const;
export type BundledFont = (typeof bundledFonts)[number];

/*
 * A tenant's configuration: the areas the specs name, each with defaults, so a tenant row
 * may store only what it changes. `prefault({})` parses an absent area as an empty object,
 * which then fills in every default below it.
 */

const pageId = z.enum(pageIds);

/**
 * One synonym group: two or more words or phrases, each with a letter or digit. Commas and
 * line breaks separate phrases in the editor, so they cannot be inside one.
 */
export const synonymGroupSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A synonym cannot be empty')
      .max(maxSynonymLength, `A synonym has at most ${maxSynonymLength} characters`)
      .regex(/^[^,\r\n]*$/, 'A synonym cannot contain a comma or a line break')
      .regex(/[\p{L}\p{N}]/u, 'A synonym needs a letter or a digit'),
  )
  .min(2, 'A synonym group needs at least two words or phrases')
  .max(maxSynonymsPerGroup, `A synonym group has at most ${maxSynonymsPerGroup} words or phrases`);

export const bannerSchema = z.object({
  type: z.enum(['alert', 'info']),
  message: z.string().min(1).max(1000),
});

export const heroImageSchema = z.object({
  /** Image per screen width (form-toolkit §9 breakpoints); the largest given is the fallback. */
  phone: z.string().max(2000).optional(),
  tablet: z.string().max(2000).optional(),
  desktop: z.string().max(2000).optional(),
  alt: z.string().max(300).default(''),
  heading: z.string().max(200).optional(),
  subheading: z.string().max(400).optional(),
});

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f5fbf');

export const brandingSchema = z.object({
  companyName: z.string().min(1).max(120).default('OpenCareers'),
  logoUrl: z.string().max(2000).optional(),
  faviconUrl: z.string().max(2000).optional(),
  primaryColor: hexColour.default('#1f5fbf'),
  fontFamily: z.enum(bundledFonts).default('system'),
  /** Custom footer HTML; sanitised on the server when saved and again in the browser. */
  footerHtml: z.string().max(20000).default(''),
  hidePoweredBy: z.boolean().default(false),
  heroImages: z.partialRecord(pageId, heroImageSchema).default({}),
  banners: z.partialRecord(pageId, bannerSchema).default({}),
  /** A configured page title wins over every derived one (spec shell §2). */
  pageTitles: z.partialRecord(pageId, z.string().min(1).max(200)).default({}),
  seo: z
    .object({
      description: z.string().max(300).default(''),
    })
    .prefault({}),
  contactUrl: z.string().max(2000).optional(),
});

/**
 * An origin such as https://careers.example.com: https, nothing after the host. Plain http
 * only for this machine: localhost, 127.0.0.1 and any `*.localhost` name (RFC 6761 keeps
 * those on the loopback interface, and browsers resolve them there), which is how a second
 * company is tried out on one machine before it has a real domain.
 */
export const webOriginSchema = z
  .string()
  .max(200)
  .refine((v) => {
    try {
      const u = new URL(v);
      const local =
        u.hostname === 'localhost' || u.hostname.endsWith('.localhost') || u.hostname === '127.0.0.1';
      return (u.protocol === 'https:' || (u.protocol === 'http:' && local)) && u.origin === v;
    } catch {
      return false;
    }
  }, 'Use an origin such as https://careers.example.com (https, no path, no trailing slash)');

/**
 * Where the site lives and what it may embed (issue 13): `publicOrigin` is used for every
 * absolute URL (sitemap, robots.txt, JSON-LD, canonical links, email links), never the Host
 * header; `frameOrigins` are the e-sign and embedded-form hosts the CSP lets the pages frame.
 */
export const siteSchema = z
  .object({
    publicOrigin: webOriginSchema.optional(),
    frameOrigins: z.array(webOriginSchema).max(20).default([]),
  })
  .prefault({});

/** Codes a site may offer: registered locales that have a messages file (not `planned`). */
const offerableCodes = new Set(uiLocales.filter((l) => l.status !== 'planned').map((l) => l.code));

export const unknownSiteLocaleMessage =
  'Not a language the site can show: use a code from the list, such as de or pt-BR';

const siteLocaleCode = z
  .string()
  .max(16)
  .refine((code) => offerableCodes.has(code), unknownSiteLocaleMessage);

/**
 * The languages a company's site offers and the one it falls back to (issue 21 item 5,
 * docs/i18n.md). An empty `offered` list offers every language that has a translation, so a
 * language added later reaches the site without a settings change. The default is shown when
 * neither the page's `hl`, the visitor's choice nor the browser names an offered language.
 */
export const siteLocaleSchema = z
  .object({
    default: siteLocaleCode.default('en'),
    offered: z.array(siteLocaleCode).max(offerableCodes.size).default([]),
  })
  .superRefine((locale, ctx) => {
    locale.offered.forEach((code, i) => {
      if (locale.offered.indexOf(code) !== i)
        ctx.addIssue({ code: 'custom', path: ['offered', i], message: 'This language is listed twice' });
    });
    if (locale.offered.length > 0 && !locale.offered.includes(locale.default))
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: 'The default language must be one of the languages the site offers',
      });
  })
  .prefault({});
export type SiteLocaleConfig = z.infer<typeof siteLocaleSchema>;

export const tenantConfigSchema = z.object({
  site: siteSchema,
  pcsxConfig: z
    .object({
      searchConfig: z
        .object({
          strongMatchThreshold: z.number().min(0).max(5).default(4),
          autocompleteMinLength: z.number().int().min(1).max(10).default(1),
          /** The filters offered, in order; applied filters not listed here are dropped (spec search §5). */
          filters: z.array(z.enum(searchFilterNames)).default([...searchFilterNames]),
          defaultSort: z.enum(sortOptions).default('relevance'),
          /**
           * The company's own search vocabulary (docs/search.md#vocabulary): groups of words or
           * phrases that mean the same ("k8s, kubernetes"), added to the curated list.
           */
          synonyms: z.array(synonymGroupSchema).max(maxSynonymGroups).default([]),
          mapConfig: z
            .object({
              enabled: z.boolean().default(false),
              openByDefault: z.boolean().default(false),
              tileUrl: z.string().max(2000).default(''),
              attribution: z.string().max(500).default(''),
            })
            .prefault({}),
        })
        .prefault({}),
      dashboardConfig: z
        .object({
          tabs: z
            .array(z.enum(['applications', 'interviews', 'savedPositions', 'events', 'offers']))
            .default(['applications', 'interviews', 'savedPositions', 'events', 'offers']),
        })
        .prefault({}),
      applicationsPageConfig: z.object({ showInactiveApplications: z.boolean().default(true) }).prefault({}),
      branding: brandingSchema.prefault({}),
      positionDetailsConfig: z
        .object({
          showMatch: z.boolean().default(true),
          showInsights: z.boolean().default(true),
        })
        .prefault({}),
      overrides: z.record(z.string(), z.string()).default({}),
      loggedOutNotificationConfig: z
        .object({ enabled: z.boolean().default(false), message: z.string().max(500).default('') })
        .prefault({}),
      implementationPhaseBanner: z
        .object({ enabled: z.boolean().default(false), text: z.string().max(500).default('') })
        .prefault({}),
      navbar: z
        .object({
          loggedOutEnabled: z.boolean().default(true),
          loggedInEnabled: z.boolean().default(true),
        })
        .prefault({}),
      applyForm: z.object({ disableLoggedOutApply: z.boolean().default(false) }).prefault({}),
      jobCartEnabled: z.boolean().default(false),
      resumeAllowedFileTypes: z.array(z.string().max(10)).default(['pdf', 'doc', 'docx', 'txt']),
    })
    .prefault({}),
  notificationsConfig: z
    .object({
      enableCandidateInappNotifications: z.boolean().default(true),
      hasActionRequiredNotificationsConfigured: z.boolean().default(true),
      savedSearchNotificationsEnabled: z.boolean().default(false),
    })
    .prefault({}),
  loginSignupConfig: z
    .object({
      candidateLoginEnabled: z.boolean().default(true),
      candidateSignupEnabled: z.boolean().default(true),
    })
    .prefault({}),
  behaviourFlags: z
    .object({
      enableCommaInFilterValues: z.boolean().default(false),
      redirectToDashboardV2: z.boolean().default(false),
    })
    .prefault({}),
  gates: z.object({ referralWithCandidateApplicationGate: z.boolean().default(false) }).prefault({}),
  chatbotxConfig: z
    .object({ enabled: z.boolean().default(false), copilotEnabled: z.boolean().default(false) })
    .prefault({}),
  termsOfService: z
    .object({
      enabled: z.boolean().default(false),
      version: z.string().min(1).max(40).default('1'),
      headingText: z.string().max(200).default('Terms of service'),
      disclaimerText: z.string().max(20000).default(''),
      infoText: z.string().max(2000).default(''),
      helperText: z.string().max(2000).default(''),
      submitButtonText: z.string().min(1).max(60).default('Accept'),
    })
    .prefault({}),
  onboarding: z
    .object({
      enabled: z.boolean().default(false),
      bootstrappingConfig: z.record(z.string(), z.unknown()).default({}),
    })
    .prefault({}),
  locale: siteLocaleSchema,
  /** The theme builder's tokens (theme.ts); empty means the built-in look. */
  theme: themeSchema.prefault({}),
});

export type TenantConfig = z.infer<typeof tenantConfigSchema>;
/** What a tenant row may store: any subset, completed by the defaults above. */
export type TenantConfigInput = z.input<typeof tenantConfigSchema>;

export const parseTenantConfig = (input: unknown): TenantConfig => tenantConfigSchema.parse(input ?? {});
