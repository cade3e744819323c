import type { FastifyRequest } from 'fastify';
import { messageLocaleFor } from '../notifications/server-messages.ts';

/** Longest Accept-Language header read, and most tags taken from it: a header is the client's words. */
const maxHeader = 1000;
const maxTags = 12;

/**
 * The tags of an Accept-Language header, best first ("de-CH, de;q=0.9, en;q=0.5"). Weights that
 * are not numbers count as 1; `*` and q=0 are dropped. Never throws.
 */
export function acceptLanguageTags(header: string | string[] | undefined): string[] {
  const raw = (Array.isArray(header) ? header.join(',') : (header ?? '')).slice(0, maxHeader);
  const out: { tag: string; q: number; i: number }[] = [];
  raw.split(',').forEach((part, i) => {
    if (out.length >= maxTags) return;
    const [tagPart, ...params] = part.split(';');
    const tag = tagPart?.trim() ?? '';
    if (!tag || tag === '*') return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (q === 0) return;
    out.push({ tag, q: Number.isFinite(q) ? q : 1, i });
  });
  return out.sort((a, b) => b.q - a.q || a.i - b.i).map((t) => t.tag);
}

export interface ReaderSources {
  /** The page language value (`hl` of the request's address). */
  hl?: unknown;
  /** The signed-in user's saved choice (`users.locale`). */
  saved?: string | null | undefined;
  /** The request's Accept-Language header (the web app sends the language on screen). */
  acceptLanguage?: string | string[] | undefined;
  /** The company's languages (site settings `locale`): offered (empty: all) and default. */
  site: { offered: readonly string[]; default: string };
}

/**
 * The language to present a request's answer in (issue 21, docs/i18n.md "The reader's
 * language"): the first of `hl`, the saved choice and the Accept-Language tags that names a
 * language with server messages which the site offers, else the company's default, else
 * English. A value that is no language at all is skipped, never an error.
 */
export function pickReaderLocale(s: ReaderSources): string {
  const offered = (code: string) => s.site.offered.length === 0 || s.site.offered.includes(code);
  const hl =
    typeof s.hl === 'string'
      ? s.hl.slice(0, 64)
      : Array.isArray(s.hl)
        ? s.hl.find((v) => typeof v === 'string')?.slice(0, 64)
        : undefined;
  for (const candidate of [hl, s.saved, ...acceptLanguageTags(s.acceptLanguage)]) {
    const code = messageLocaleFor(candidate);
    if (code && offered(code)) return code;
  }
  return messageLocaleFor(s.site.default) ?? 'en';
}

/**
 * `hl` as the address has it: read from the URL, not the parsed query, since most routes'
 * query schemas do not list it (and drop what they do not list).
 */
function hlOf(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  try {
    return new URLSearchParams(url.slice(q + 1)).get('hl') ?? undefined;
  } catch {
    return undefined;
  }
}

const cacheKey = Symbol('readerLocale');
type WithCache = FastifyRequest & { [cacheKey]?: Promise<string> };

/** The reader's language of a request (pickReaderLocale), worked out once per request. */
export function readerLocale(request: FastifyRequest): Promise<string> {
  const r = request as WithCache;
  r[cacheKey] ??= (async () =>
    pickReaderLocale({
      hl: hlOf(request.url),
      saved: (await request.currentUser())?.locale,
      acceptLanguage: request.headers['accept-language'],
      site: request.tenant.config.locale,
    }))();
  return r[cacheKey];
}
