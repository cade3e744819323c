import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { asAdmin, counts, createForm } from './test-kit.ts';

/* Issue 16 item 3: the company is told when a candidate submits a form it assigned. */

let t: TestApp;
let admin: HttpAgent;
let formId: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '10000', AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await asAdmin(t);
  ({ id: formId } = await createForm(admin));
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoTenant.admin.email));
  adminId = row!.id;
});
afterAll(() => t.close());

const good = { legalName: 'Casey Tester', relocate: 'yes', notes: 'Thanks' };

async function assigned() {
  const c = await newCandidate(t);
  const res = await admin.post('/api/admin/form-assignments', { formId, emails: [c.email] });
  expect(res.statusCode, res.body).toBe(201);
  return { ...c, id: res.json().data.assignments[0].id as string };
}

const toldAbout = (assignmentId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.eventKey, `admin_form_submitted:${assignmentId}`));

describe('admins told about a submitted form', () => {
  it('tells the admin in-app once, with who and which form, linking to the assignments', async () => {
    const c = await assigned();
    expect(await toldAbout(c.id)).toEqual([]);
    const ok = await c.agent.post(`/api/pcsx/form_assignments/${c.id}/submit`, { values: good });
    expect(ok.statusCode, ok.body).toBe(201);

    const told = await toldAbout(c.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: adminId,
      actionRequired: false,
      redirectUrl: '/admin/form-assignments',
    });
    expect(told[0]!.message).toMatch(/^Casey Tester\d+ submitted "Background check"\.$/);

    // The admin's bell lists it; the candidate is not told about their own submission this way.
    const listed = (await admin.get('/api/pcsx/notifications')).json().data.notifications as {
      message: string;
    }[];
    expect(listed.map((n) => n.message)).toContain(told[0]!.message);
    const theirs = (await c.agent.get('/api/pcsx/notifications')).json().data.notifications as {
      message: string;
    }[];
    expect(theirs.some((n) => n.message.includes('submitted'))).toBe(false);

    // A second submit is refused and tells no one again.
    expect(
      (await c.agent.post(`/api/pcsx/form_assignments/${c.id}/submit`, { values: good })).statusCode,
    ).toBe(409);
    expect(await toldAbout(c.id)).toHaveLength(1);
  });

  it('tells no one when the submission is refused (generated bad answers), and changes nothing', async () => {
    const c = await assigned();
    const before = await counts(t);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          legalName: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null)),
          relocate: fc.oneof(
            fc.constant('maybe'),
            fc.string({ maxLength: 20 }).filter((s) => s !== 'yes' && s !== 'no'),
          ),
        }),
        async (values) => {
          const res = await c.agent.post(`/api/pcsx/form_assignments/${c.id}/submit`, { values });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 40) },
    );
    expect(await counts(t)).toEqual(before);
    expect(await toldAbout(c.id)).toEqual([]);
  });
});
