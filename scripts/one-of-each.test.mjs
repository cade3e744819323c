// "One of each" (issue 14 item 2): a list, a query key or a path is written in one place and
// used from there. These rules read the sources as text and fail on the forms that wrote a
// second copy: a status list typed inline in the database schema, a query-cache call given a
// string key, a query key built outside its feature's api files. Each rule is first shown
// failing on a made-up bad line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Source files below `dir` (relative to the repository), tests left out. */
function sources(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
    }
  };
  walk(path.join(root, dir));
  return out;
}

/** `file:line: text` for every line of `files` that `rule` refuses. */
function offences(files, rule) {
  const found = [];
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (rule.refuses(line, file)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

const rules = {
  /** A column's fixed list of values comes from packages/contracts (CONTRIBUTING "Add a migration"). */
  inlineSchemaEnum: {
    refuses: (line) => /\{\s*enum:\s*\[/.test(line),
    bad: "status: text('status', { enum: ['open', 'closed'] }).notNull(),",
    good: "status: text('status', { enum: positionStatuses }).notNull(),",
  },
  /**
   * Invalidate (or set, cancel, …) with the owner's exported key, never a string; so does a
   * mutation that refreshes a key when it succeeds (`useRefreshingMutation(key, …)`).
   */
  stringKeyInCacheCall: {
    refuses: (line) =>
      /\.(invalidateQueries|setQueriesData|setQueryData|getQueryData|getQueriesData|cancelQueries|removeQueries|refetchQueries|resetQueries)\(\s*(\{\s*queryKey:\s*)?\[\s*['"`]/.test(
        line,
      ) || /\buseRefreshingMutation\(\s*\[\s*['"`]/.test(line),
    bad: "void client.invalidateQueries({ queryKey: ['admin-jobs'] });",
    good: 'void client.invalidateQueries({ queryKey: adminJobKeys.all });',
  },
  /** A path the server registers comes from its contract's paths object (`offerPaths` + `apiPath`). */
  rawApiPath: {
    // A comment may name a path (`GET /api/pcsx/boot: …`); only code is refused.
    refuses: (line) => /['"`]\/api\//.test(line) && !/^\s*(\/\/|\/?\*)/.test(line),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source text the rule must refuse
    bad: 'apiRequest(`/api/admin/offers/${encodeURIComponent(id)}/extend`, {',
    good: 'apiRequest(apiPath(offerPaths.adminExtend, { id }), {',
  },
  /** A key spelled out from a string is built only in its feature's api files (or lib). */
  stringKeyOutsideApi: {
    refuses: (line, file) =>
      /queryKey:\s*\[\s*['"`]/.test(line) && !/[\\/](api|lib)[\\/]|-api\.ts$|query-keys\.ts$/.test(file),
    bad: "queryKey: ['admin-offer-file', url],",
    file: 'apps/web/src/features/offers/admin/stored-pdf.tsx',
    good: 'queryKey: adminOfferFileKey(url),',
  },
};

describe('one of each', () => {
  for (const [name, rule] of Object.entries(rules)) {
    it(`${name}: refuses the made-up bad line and lets the good one pass`, () => {
      const file = rule.file ?? 'x.ts';
      expect(rule.refuses(rule.bad, file)).toBe(true);
      expect(rule.refuses(rule.good, file)).toBe(false);
    });
  }

  it('stringKeyInCacheCall refuses a refreshing mutation given a string key', () => {
    expect(
      rules.stringKeyInCacheCall.refuses("  useRefreshingMutation(['admin-outbox'], (id: string) =>"),
    ).toBe(true);
    expect(rules.stringKeyInCacheCall.refuses('  useRefreshingMutation(outboxKey, (id: string) =>')).toBe(
      false,
    );
  });

  it('rawApiPath lets a comment name a path', () => {
    expect(
      rules.rawApiPath.refuses(" * are the applications module's (`/api/pcsx/draft_applications/:id`)"),
    ).toBe(false);
    expect(rules.rawApiPath.refuses('// GET `/api/pcsx/boot`')).toBe(false);
  });

  // Every API path is in packages/contracts (`<feature>-paths.ts`, zod-free): the web's fetchers
  // and links, the server's route registrations and links, and its perimeter plugins (the
  // admin, auth and docs prefixes) use it from there. Tests and test
  // kits may write paths out: a test that spells the path checks the contract too.
  for (const dir of ['apps/web/src', 'apps/server/src/modules', 'apps/server/src/plugins']) {
    it(`${dir} writes no API path of its own`, () => {
      const files = sources(dir).filter((f) => !/(test-kit|test-helpers)\.ts$/.test(f));
      expect(offences(files, rules.rawApiPath)).toEqual([]);
    });
  }

  it('the database schema types no list of values of its own', () => {
    expect(offences(sources('apps/server/src/db/schema'), rules.inlineSchemaEnum)).toEqual([]);
  });

  it('the web gives query-cache calls no string keys', () => {
    expect(offences(sources('apps/web/src'), rules.stringKeyInCacheCall)).toEqual([]);
  });

  it("the web builds query keys from strings only in its features' api files", () => {
    expect(offences(sources('apps/web/src'), rules.stringKeyOutsideApi)).toEqual([]);
  });
});
