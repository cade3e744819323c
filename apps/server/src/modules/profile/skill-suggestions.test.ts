import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { skillTaxonomy } from '../match/taxonomy.ts';
import { newCandidate } from '../notifications/test-helpers.ts';

/** GET /api/pcsx/skill_suggestions: the skills editor's suggestions from the match taxonomy. */
let t: TestApp;
let agent: HttpAgent;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  agent = (await newCandidate(t)).agent;
});
afterAll(() => t.close());

const suggest = (q: string, who = agent) => who.get('/api/pcsx/skill_suggestions', { query: { q } });

describe('skill suggestions', () => {
  it('suggests taxonomy skills that start with the text first, for a logged-in user only', async () => {
    const res = await suggest('kube');
    expect(res.statusCode).toBe(200);
    const skills = res.json().data.skills as string[];
    expect(skills).toContain('Kubernetes');
    expect(skills.length).toBeLessThanOrEqual(8);
    expect((await suggest('postgr')).json().data.skills).toContain('PostgreSQL');
    expect((await suggest('kube', new HttpAgent(t.app))).statusCode).toBe(401);
  });

  it('generated text answers 200 with known skills, or 400 when empty or too long', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 100 }), async (q) => {
        const res = await suggest(q);
        if (!q.trim() || q.trim().length > 80) expect(res.statusCode).toBe(400);
        else {
          expect(res.statusCode).toBe(200);
          const skills = res.json().data.skills as string[];
          expect(skills.length).toBeLessThanOrEqual(8);
          expect(skills.every((s) => skillTaxonomy().known(s))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
