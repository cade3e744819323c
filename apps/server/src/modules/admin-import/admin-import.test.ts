import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { positionLocations, positions } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, demoCandidate } from '../interviews/interviews-test-kit.ts';
import { csvFile, csvHeader } from './import-test-kit.ts';
import { importThroughServer, startImportSocket } from './local-socket.ts';

let t: TestApp;
let admin: HttpAgent;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SEARCH_POLL_MS: '50' });
  admin = await demoAdmin(t);
  const [row] = await t.database.db.select({ tenantId: positions.tenantId }).from(positions).limit(1);
  tenantId = row!.tenantId;
});
afterAll(() => t.close());

const jobsLike = (prefix: string) =>
  t.database.db
    .select()
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), like(positions.externalId, `${prefix}%`)));

/** Starts a run and waits (on its state, not the clock) until it has ended. */
async function runImport(body: object) {
  const started = await admin.post('/api/admin/import/runs', body);
  expect(started.statusCode, started.body).toBe(202);
  const id = started.json().data.run.id as string;
  return vi.waitFor(
    async () => {
      const run = (await admin.get(`/api/admin/import/runs/${id}`)).json().data.run;
      if (run.status === 'running') throw new Error('still running');
      return run;
    },
    { timeout: 60_000, interval: 20 },
  );
}

describe('admin import', () => {
  it('is for admins only', async () => {
    const candidate = await demoCandidate(t);
    const res = await candidate.post('/api/admin/import/dry-run', { format: 'json', content: '[]' });
    expect(res.statusCode).toBe(403);
  });

  it('inspects a CSV: headers, a guessed mapping and the first rows', async () => {
    const content = csvFile([{ id: 'INS-1', title: 'Inspector' }]);
    const res = await admin.post('/api/admin/import/inspect', { content, fileName: 'jobs.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ format: 'csv', rows: 1, headers: csvHeader.split(',') });
    expect(data.mapping).toMatchObject({
      externalId: 'Job ID',
      title: 'Job Title',
      employmentType: 'Employment Type',
      seniority: 'Level',
      workPlace: 'Workplace',
      descriptionHtml: 'Description',
      payMin: 'Salary Min',
      city: 'City',
      countryCode: null,
      country: 'Country',
    });
    expect(data.sample[0][0]).toBe('INS-1');
  });

  it('dry-runs a CSV without writing, naming each bad row by line and field, then imports the good rows and upserts', async () => {
    const content = csvFile([
      { id: 'CSV-1', title: 'Kelp Farmer', description: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
      { id: 'CSV-2', title: 'Bad Type', type: 'sometimes' },
      { id: 'CSV-3', title: 'Multi\nline title fixed', description: 'Plain text\n\nSecond paragraph' },
      { id: 'CSV-4', title: 'Nowhere', city: 'Atlantisville' },
      { id: 'CSV-1', title: 'Duplicate' },
    ]);
    const dry = await admin.post('/api/admin/import/dry-run', { format: 'csv', content });
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json().data;
    expect(report).toMatchObject({ rows: 5, created: 2, updated: 0, refused: 3 });
    // CSV-3's quoted title and description span four lines: CSV-4 starts on line 8.
    expect(report.errors).toEqual([
      expect.objectContaining({ line: 3, externalId: 'CSV-2', field: 'employmentType' }),
      expect.objectContaining({ line: 8, externalId: 'CSV-4', field: 'city' }),
      expect.objectContaining({ line: 9, externalId: 'CSV-1', field: 'externalId' }),
    ]);
    expect(await jobsLike('CSV-')).toHaveLength(0);

    const run = await runImport({ format: 'csv', content });
    expect(run).toMatchObject({ status: 'done', created: 2, refused: 3, processed: 2 });
    const rows = await jobsLike('CSV-');
    expect(rows.map((r) => r.externalId).sort()).toEqual(['CSV-1', 'CSV-3']);
    const kelp = rows.find((r) => r.externalId === 'CSV-1')!;
    expect(kelp).toMatchObject({
      title: 'Kelp Farmer',
      employmentType: 'full_time',
      seniority: 'senior',
      workPlace: 'hybrid',
    });
    expect(kelp.descriptionHtml).toBe('<p>Hi</p>');
    expect(kelp.skills).toEqual(['TypeScript', 'SQL']);
    expect(rows.find((r) => r.externalId === 'CSV-3')!.descriptionHtml).toBe(
      '<p>Plain text</p><p>Second paragraph</p>',
    );

    // Again with a changed title: updated by external id, not duplicated.
    const again = await runImport({
      format: 'csv',
      content: csvFile([{ id: 'CSV-1', title: 'Kelp Farmer II' }]),
    });
    expect(again).toMatchObject({ created: 0, updated: 1 });
    const after = await jobsLike('CSV-1');
    expect(after).toHaveLength(1);
    expect(after[0]!.title).toBe('Kelp Farmer II');
    expect(after[0]!.version).toBe(kelp.version + 1);
  });

  it('uses the admin’s mapping, and refuses one that leaves a required field out or names a missing column', async () => {
    const content =
      'ref;name;team;kind;grade;where;text;town\nMAP-1;Mapped;Ops;Part time;Junior;Remote;<p>x</p>;Lisbon\n';
    const mapping = {
      externalId: 'ref',
      title: 'name',
      department: 'team',
      employmentType: 'kind',
      seniority: 'grade',
      workPlace: 'where',
      descriptionHtml: 'text',
      city: 'town',
    };
    const missing = await admin.post('/api/admin/import/dry-run', {
      format: 'csv',
      content,
      mapping: { ...mapping, city: null },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty(['mapping.city']);
    const unknown = await admin.post('/api/admin/import/dry-run', {
      format: 'csv',
      content,
      mapping: { ...mapping, title: 'nope' },
    });
    expect(unknown.statusCode).toBe(400);
    const run = await runImport({ format: 'csv', content, mapping });
    expect(run).toMatchObject({ created: 1, refused: 0 });
    const [row] = await jobsLike('MAP-1');
    expect(row).toMatchObject({ employmentType: 'part_time', seniority: 'entry', workPlace: 'remote' });
  });

  it('imports schema.org JobPosting files', async () => {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      identifier: { '@type': 'PropertyValue', name: 'Acme', value: 'LD-1' },
      title: 'Lighthouse Keeper',
      inLanguage: 'pt-pt',
      description: '<p>Keep the <em>light</em> on.</p><img src=x onerror=alert(1)>',
      datePosted: '2026-01-10',
      validThrough: '2027-01-10T00:00',
      employmentType: ['PART_TIME'],
      occupationalCategory: 'Maritime',
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Porto', addressCountry: 'PT' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 20, maxValue: 25, unitText: 'HOUR' },
      },
    };
    const { title: _, ...untitled } = posting;
    const content = JSON.stringify({
      '@graph': [
        posting,
        { ...posting, identifier: 'LD-2', title: '' },
        { ...untitled, identifier: 'LD-3' },
        // schema.org's other form of inLanguage: a Language, its tag as alternateName.
        {
          ...posting,
          identifier: 'LD-4',
          inLanguage: { '@type': 'Language', name: 'Galician', alternateName: 'gl' },
        },
      ],
    });
    const inspect = await admin.post('/api/admin/import/inspect', { content, fileName: 'jobs.jsonld' });
    expect(inspect.json().data).toMatchObject({ format: 'jsonld', rows: 4 });
    const run = await runImport({ format: 'jsonld', content });
    expect(run).toMatchObject({ created: 2, refused: 2 });
    expect(run.errors[0]).toMatchObject({ line: 2, externalId: 'LD-2', field: 'title' });
    // A missing field is named as missing, not as zod's "expected string, received undefined".
    expect(run.errors[1]).toEqual({
      line: 3,
      externalId: 'LD-3',
      field: 'title',
      message: 'Required, but missing from this row',
    });
    const [row] = await jobsLike('LD-1');
    expect(row).toMatchObject({
      title: 'Lighthouse Keeper',
      department: 'Maritime',
      employmentType: 'part_time',
      payMin: 20,
      payMax: 25,
      payPeriod: 'hour',
      descriptionHtml: '<p>Keep the <em>light</em> on.</p>',
      language: 'pt-PT',
    });
    expect((await jobsLike('LD-4'))[0]).toMatchObject({ language: 'gl' });
    const places = await t.database.db
      .select()
      .from(positionLocations)
      .where(eq(positionLocations.positionId, row!.id));
    expect(places[0]).toMatchObject({ city: 'Porto', countryCode: 'PT' });
  });

  it('refuses files that are not what they claim, writing nothing', async () => {
    for (const body of [
      { format: 'json', content: '{not json' },
      { format: 'json', content: '{"a":1}' },
      { format: 'csv', content: 'a,"b\n1,2' },
      { format: 'xml', content: '<jobs/>' },
      { format: 'csv', content: '' },
    ]) {
      const res = await admin.post('/api/admin/import/dry-run', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('gives generated bad rows per-row errors and never writes part of one', async () => {
    const corruptions = [
      ['title', ''],
      ['type', 'whenever'],
      ['level', 'godlike'],
      ['workplace', 'moon'],
      ['min', 'lots'],
      ['max', '-5'],
      ['currency', 'EURO'],
      ['city', 'Qqqqzzzville'],
      ['country', 'ZZ'],
      ['id', ''],
    ] as const;
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.constantFrom(...corruptions), { nil: undefined }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (plan) => {
          const prefix = `FC${++round}-`;
          const jobs = plan.map((bad, i) => ({
            id: `${prefix}${i}`,
            title: `Generated ${i}`,
            ...(bad ? { [bad[0]]: bad[1] } : {}),
          }));
          const run = await runImport({ format: 'csv', content: csvFile(jobs) });
          const badLines = plan.flatMap((bad, i) => (bad ? [i + 2] : []));
          expect(run.refused).toBe(badLines.length);
          expect(
            [...new Set<number>(run.errors.map((e: { line: number }) => e.line))].sort((a, b) => a - b),
          ).toEqual(badLines);
          for (const e of run.errors) expect(e.field).not.toBe('');
          // Exactly the good rows are stored, each whole: title and its place.
          const stored = await jobsLike(prefix);
          const good = plan.flatMap((bad, i) => (bad ? [] : [`${prefix}${i}`]));
          expect(stored.map((r) => r.externalId).sort()).toEqual(good.sort());
          for (const r of stored) {
            expect(r.title).toMatch(/^Generated \d+$/);
            const places = await t.database.db
              .select()
              .from(positionLocations)
              .where(eq(positionLocations.positionId, r.id));
            expect(places).toHaveLength(1);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('lets the CLI import through the running server’s local socket', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'oc-import-'));
    const dataDir = path.join(dir, 'data');
    const close = await startImportSocket(t.database.db, dataDir);
    try {
      const content = csvFile([
        { id: 'SOCK-1', title: 'Socket Sorter' },
        { id: 'SOCK-2', title: 'Bad', level: 'x' },
      ]);
      const dry = await importThroughServer(dataDir, {
        domain: 'northwind.example',
        format: 'csv',
        content,
        dryRun: true,
      });
      expect(dry).toMatchObject({ status: 200, body: { result: { created: 1, refused: 1 } } });
      expect(await jobsLike('SOCK-')).toHaveLength(0);
      const done = await importThroughServer(dataDir, {
        domain: 'northwind.example',
        format: 'csv',
        content,
      });
      expect(done).toMatchObject({
        status: 200,
        body: { result: { status: 'done', created: 1, refused: 1 } },
      });
      expect(await jobsLike('SOCK-')).toHaveLength(1);
      const unknown = await importThroughServer(dataDir, { domain: 'nope.example', format: 'csv', content });
      expect(unknown?.status).toBe(404);
    } finally {
      await close();
    }
    // No server listening: the CLI opens the database itself.
    expect(
      await importThroughServer(dataDir, { domain: 'northwind.example', format: 'csv', content: 'x' }),
    ).toBeUndefined();
    await fs.rm(dir, { recursive: true, force: true });
  });
});
