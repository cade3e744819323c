import { errorCodes } from '@opencareers/contracts/api-envelope';
import { profileListSections, profileSections, profileValueSections } from '@opencareers/contracts/profile';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';

/*
 * Generated profile_edit bodies that are wrong by construction (a section/operation pair that
 * does not exist, an index past the end, a value its section's schema refuses, an order that is
 * not a permutation, an unknown section): each must answer 4xx and leave the profile unchanged.
 */

let t: TestApp;
let agent: HttpAgent;
const listSections = Object.keys(profileListSections) as (keyof typeof profileListSections)[];
const listLength = 2;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  agent = (await newCandidate(t)).agent;
  const seed = {
    experience: { title: 'Engineer', company: 'Acme', startMonth: '2020-01', endMonth: null },
    education: { school: 'Uni', startMonth: null, endMonth: null },
    skills: { name: 'SQL' },
    languages: { name: 'English', level: 'fluent' },
    links: { url: 'https://example.com' },
  };
  for (const section of listSections)
    for (let i = 0; i < listLength; i++) {
      const value =
        section === 'links'
          ? { url: `https://example.com/${i}` }
          : { ...seed[section], name: `${i}`, title: `T${i}`, school: `S${i}` };
      const res = await agent.post('/api/pcsx/profile_edit', {
        op_section: section,
        operation: 'add',
        op_data: { value },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    }
});
afterAll(() => t.close());

const anyValue = fc.oneof(fc.jsonValue(), fc.string(), fc.constant(undefined));
const anyIndex = fc.option(fc.integer({ min: -5, max: 2000 }), { nil: undefined });

const wrongPair = fc
  .oneof(
    fc.record({
      op_section: fc.constantFrom(
        ...(Object.keys(profileValueSections) as string[]).filter((s) => s !== 'avatar'),
      ),
      operation: fc.constantFrom('add', 'delete', 'reorder', 'merge'),
    }),
    fc.record({ op_section: fc.constant('avatar'), operation: fc.constantFrom('add', 'reorder') }),
    fc.record({ op_section: fc.constant('resumes'), operation: fc.constantFrom('add', 'reorder') }),
    fc.record({
      op_section: fc.constantFrom(...listSections),
      operation: fc.constantFrom('merge', '', 'ADD'),
    }),
    fc.record({
      op_section: fc.string().filter((s) => !(profileSections as readonly string[]).includes(s)),
      operation: fc.constantFrom('add', 'update', 'delete', 'reorder'),
    }),
  )
  .chain((pair) => fc.record({ ...pair_(pair), op_data: fc.record({ value: anyValue, index: anyIndex }) }));
function pair_(p: { op_section: string; operation: string }) {
  return { op_section: fc.constant(p.op_section), operation: fc.constant(p.operation) };
}

const outOfRange = fc.record({
  op_section: fc.constantFrom(...listSections, 'resumes'),
  operation: fc.constantFrom('update', 'delete'),
  op_data: fc.record({
    value: anyValue,
    index: fc.oneof(fc.integer({ min: listLength, max: 1000 }), fc.constant(undefined)),
  }),
});

const badValue = fc.constantFrom(...listSections).chain((section) =>
  fc.record({
    op_section: fc.constant(section),
    operation: fc.constantFrom('add', 'update'),
    op_data: fc.record({
      value: anyValue.filter((v) => !profileListSections[section].item.safeParse(v).success),
      index: fc.integer({ min: 0, max: listLength - 1 }),
    }),
  }),
);

const badOrder = fc.record({
  op_section: fc.constantFrom(...listSections),
  operation: fc.constant('reorder'),
  op_data: fc.record({
    value: fc
      .oneof(anyValue, fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 4 }))
      .filter(
        (v) =>
          !(
            Array.isArray(v) &&
            v.length === 2 &&
            new Set(v).size === 2 &&
            v.every((x) => x === 0 || x === 1)
          ),
      ),
  }),
});

const badValueSection = fc.oneof(
  fc.record({
    op_section: fc.constantFrom('contact', 'preferences'),
    operation: fc.constant('update'),
    op_data: fc.record({
      value: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.jsonValue())),
    }),
  }),
  fc.record({
    op_section: fc.constant('avatar'),
    operation: fc.constant('update'),
    op_data: fc.record({
      value: fc.oneof(fc.string(), fc.jsonValue(), fc.constant('data:image/png;base64,AAAA')),
    }),
  }),
);

describe('profile_edit with generated bad input', () => {
  it('answers 4xx and changes nothing', async () => {
    const before = (await agent.get('/api/pcsx/profile_details')).json().data.profile;
    await fc.assert(
      fc.asyncProperty(fc.oneof(wrongPair, outOfRange, badValue, badOrder, badValueSection), async (body) => {
        const res = await agent.post('/api/pcsx/profile_edit', body);
        expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        // A generated "__proto__" key is refused before any route sees the body (secure JSON
        // parsing, plugins/error-handler.ts); every other body gets the spec's message.
        if (res.json().code !== errorCodes.badJson)
          expect(res.json().message).toBe('Invalid request received. Please try again');
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 300) },
    );
    expect((await agent.get('/api/pcsx/profile_details')).json().data.profile).toEqual(before);
  });
});
