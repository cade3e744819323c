/**
 * Lighthouse against Debian's Chromium, offline: the default (mobile) preset, several runs per
 * page, medians of the scores and metrics, and the JavaScript and CSS the page loaded.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

interface RunFigures {
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  requests: { url: string; type: string; transferBytes: number; resourceBytes: number }[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

async function runOnce(
  url: string,
  port: number,
  extraHeaders?: Record<string, string>,
): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as RunFigures['scores'],
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    requests: items.map((i) => ({
      url: i.url,
      type: i.resourceType ?? '',
      transferBytes: i.transferSize ?? 0,
      resourceBytes: i.resourceSize ?? 0,
    })),
  };
}

/**
 * The JavaScript and CSS a page loaded: files, bytes as built (raw), the same gzipped at
 * level 9 here (comparable whatever the server sends), and what actually crossed the wire.
 */
async function codeBytes(requests: RunFigures['requests'], origin: string) {
  const totals = {
    js: { files: 0, rawBytes: 0, gzipBytes: 0, transferBytes: 0 },
    css: { files: 0, rawBytes: 0, gzipBytes: 0, transferBytes: 0 },
  };
  const seen = new Set<string>();
  for (const r of requests) {
    const kind = r.type === 'Script' ? 'js' : r.type === 'Stylesheet' ? 'css' : null;
    if (!kind || seen.has(r.url) || !r.url.startsWith(origin)) continue;
    seen.add(r.url);
    const body = Buffer.from(
      await (await fetch(r.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const t = totals[kind];
    t.files += 1;
    t.rawBytes += body.length;
    t.gzipBytes += gzipSync(body, { level: 9 }).length;
    t.transferBytes += r.transferBytes;
  }
  return totals;
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, "run
 * Lighthouse again"): such a run is repeated, twice at most, and never counted.
 */
async function withRetries<T>(run: () => Promise<T>, retries = 2): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries) throw error;
      console.warn(`${(error as Error).message}; running it again`);
    }
  }
}

/** `runs` Lighthouse runs of one page in one Chromium; medians, and the code bytes of the median run. */
export async function lighthousePage(
  url: string,
  runs: number,
  extraHeaders?: Record<string, string>,
): Promise<Record<string, unknown>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const all: RunFigures[] = [];
    for (let i = 0; i < runs; i++) all.push(await withRetries(() => runOnce(url, chrome.port, extraHeaders)));
    const pick = (f: (r: RunFigures) => number) => median(all.map(f));
    const byPerf = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
    const medianRun = byPerf[Math.floor(byPerf.length / 2)]!;
    return {
      url: new URL(url).pathname + new URL(url).search,
      runs,
      performance: pick((r) => r.scores.performance),
      accessibility: pick((r) => r.scores.accessibility),
      bestPractices: pick((r) => r.scores['best-practices']),
      seo: pick((r) => r.scores.seo),
      fcpMs: round(pick((r) => r.fcpMs)),
      lcpMs: round(pick((r) => r.lcpMs)),
      tbtMs: round(pick((r) => r.tbtMs)),
      cls: round(
        pick((r) => r.cls),
        3,
      ),
      speedIndexMs: round(pick((r) => r.speedIndexMs)),
      performanceEachRun: all.map((r) => r.scores.performance),
      code: await codeBytes(medianRun.requests, new URL(url).origin),
      requests: medianRun.requests.length,
      transferBytes: medianRun.requests.reduce((n, r) => n + r.transferBytes, 0),
    };
  } finally {
    chrome.kill();
  }
}
