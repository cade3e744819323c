import { teamMessages, teamPaths } from '@opencareers/contracts/team';
import { and, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, sessions, teamInvites, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, loggedIn, newCandidate, otherTenantAdmin } from '../interviews/interviews-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

const PASSWORD = 'a sturdy passphrase for the team';
let n = 0;
const fresh = () => `teammate.${++n}.${Date.now()}@example.com`;

const lastMailTo = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1)
  )[0];
const tokenFrom = (text: string) => /accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

async function invite(email: string, role = 'recruiter') {
  const res = await admin.post(teamPaths.invites, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await lastMailTo(email);
  const token = tokenFrom(mail!.textBody);
  expect(token).toBeDefined();
  return { invite: res.json().data.invite, token: token!, mail: mail! };
}

async function visitor() {
  const agent = new HttpAgent(t.app);
  await agent.boot();
  return agent;
}

async function acceptNew(token: string, firstname = 'Rae', lastname = 'Cruiter') {
  const agent = await visitor();
  const res = await agent.post(teamPaths.acceptInvite, { token, firstname, lastname, password: PASSWORD });
  return { agent, res };
}

const team = async () => (await admin.get(teamPaths.team)).json().data;

describe('invitations', () => {
  it('emails a single-use link on the canonical origin; the invitee sets a name and password and is a recruiter', async () => {
    const email = fresh();
    const { invite: inv, token, mail } = await invite(email);
    expect(inv).toMatchObject({ email, role: 'recruiter', expired: false });
    // The tenant's canonical origin, never the request's Host header.
    expect(mail.textBody).toContain(`https://${demoTenant.domain}/careers/accept-invite?token=${token}`);
    // Only the token's hash is stored.
    const [row] = await t.database.db.select().from(teamInvites).where(eq(teamInvites.id, inv.id));
    expect(row!.tokenHash).not.toContain(token);
    expect((await team()).invites.map((i: { email: string }) => i.email)).toContain(email);

    const look = await (await visitor()).post(teamPaths.lookupInvite, { token });
    expect(look.json().data).toMatchObject({ email, role: 'recruiter', hasAccount: false });

    const { agent, res } = await acceptNew(token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await agent.boot()).user.role).toBe('recruiter');
    // A recruiter works applications, and is refused the team.
    expect((await agent.get('/api/admin/applications')).statusCode).toBe(200);
    expect((await agent.get(teamPaths.team)).statusCode).toBe(403);

    // The link works once.
    const again = await acceptNew(token, 'Eve', 'Again');
    expect(again.res.statusCode).toBe(400);
    expect(again.res.json().code).toBe('INVALID_TOKEN');
    const data = await team();
    expect(data.members.find((m: { email: string }) => m.email === email)).toMatchObject({
      role: 'recruiter',
    });
    expect(data.invites.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('refuses a weak password and missing details, changing nothing', async () => {
    const { token } = await invite(fresh());
    const agent = await visitor();
    const weak = await agent.post(teamPaths.acceptInvite, {
      token,
      firstname: 'W',
      lastname: 'K',
      password: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    const missing = await agent.post(teamPaths.acceptInvite, { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({ password: 'Required' });
    // Still usable.
    expect((await acceptNew(token)).res.statusCode).toBe(200);
  });

  it('someone with an account on this site accepts while logged in as it', async () => {
    const cand = await newCandidate(t);
    const { token } = await invite(cand.email, 'theme-builder');
    const anon = await visitor();
    expect((await anon.post(teamPaths.lookupInvite, { token })).json().data).toMatchObject({
      hasAccount: true,
      loggedInAsInvitee: false,
    });
    const loggedOut = await anon.post(teamPaths.acceptInvite, { token });
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json().message).toBe(teamMessages.loginFirst);
    const someoneElse = await newCandidate(t);
    expect((await someoneElse.agent.post(teamPaths.acceptInvite, { token })).statusCode).toBe(403);
    const ok = await cand.agent.post(teamPaths.acceptInvite, { token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await cand.agent.boot()).user.role).toBe('theme-builder');
    expect((await cand.agent.get('/api/admin/applications')).statusCode).toBe(403);
  });

  it('re-sending makes a new link and ends the old one; a revoked invite cannot be accepted', async () => {
    const email = fresh();
    const { invite: inv, token: first } = await invite(email);
    const resent = await admin.post(teamPaths.resendInvite.replace(':id', inv.id));
    expect(resent.statusCode, resent.body).toBe(200);
    const second = tokenFrom((await lastMailTo(email))!.textBody)!;
    expect(second).not.toBe(first);
    expect((await (await visitor()).post(teamPaths.lookupInvite, { token: first })).statusCode).toBe(400);
    const newId = resent.json().data.invite.id;
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/team/invites/${newId}` })).statusCode,
    ).toBe(200);
    expect((await acceptNew(second)).res.statusCode).toBe(400);
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/team/invites/${newId}` })).statusCode,
    ).toBe(404);
  });

  it('an expired link is refused', async () => {
    const { invite: inv, token } = await invite(fresh());
    await t.database.db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.id, inv.id));
    expect((await acceptNew(token)).res.statusCode).toBe(400);
    expect((await team()).invites.find((i: { id: string }) => i.id === inv.id)).toMatchObject({
      expired: true,
    });
  });

  it('refuses to invite someone already on the team', async () => {
    const res = await admin.post(teamPaths.invites, { email: demoTenant.admin.email, role: 'recruiter' });
    expect(res.statusCode).toBe(409);
  });

  it("another tenant's admin cannot see or touch this team", async () => {
    const other = await otherTenantAdmin(t);
    const { invite: inv } = await invite(fresh());
    const res = await other.post(teamPaths.resendInvite.replace(':id', inv.id));
    expect(res.statusCode).toBe(404);
    const otherTeam = (await other.get(teamPaths.team)).json().data;
    expect(otherTeam.invites.map((i: { id: string }) => i.id)).not.toContain(inv.id);
  });

  it('bad input to invite and accept is a clear 4xx that changes nothing (generated cases)', async () => {
    const before = (await t.database.db.select().from(teamInvites)).length;
    const anon = await visitor();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            email: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant('not-an-email')),
            role: fc.oneof(fc.string(), fc.constant('candidate'), fc.constant('owner'), fc.integer()),
          },
          { requiredKeys: [] },
        ),
        fc.record(
          {
            token: fc.oneof(fc.string(), fc.string({ minLength: 43, maxLength: 43 }), fc.integer()),
            firstname: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()),
            password: fc.oneof(fc.string({ maxLength: 300 }), fc.constant(null)),
          },
          { requiredKeys: [] },
        ),
        async (inviteBody, acceptBody) => {
          const a = await admin.post(teamPaths.invites, inviteBody);
          expect(a.statusCode, a.body).toBeGreaterThanOrEqual(400);
          expect(a.statusCode).toBeLessThan(500);
          const b = await anon.post(teamPaths.acceptInvite, acceptBody);
          expect(b.statusCode, b.body).toBeGreaterThanOrEqual(400);
          expect(b.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    expect((await t.database.db.select().from(teamInvites)).length).toBe(before);
  });
});

describe('members', () => {
  it('changes a role and removes a member; their sessions end', async () => {
    const email = fresh();
    const { token } = await invite(email);
    const { agent } = await acceptNew(token);
    const [member] = await t.database.db.select().from(users).where(eq(users.email, email));
    const res = await admin.request({
      method: 'PUT',
      url: `/api/admin/team/members/${member!.id}/role`,
      payload: { role: 'admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.member.role).toBe('admin');
    expect((await agent.boot()).user.isLoggedIn).toBe(false);

    const again = await loggedIn(t, { email, password: PASSWORD });
    expect((await again.get(teamPaths.team)).statusCode).toBe(200);
    const removed = await admin.request({ method: 'DELETE', url: `/api/admin/team/members/${member!.id}` });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, member!.id)))
      ).length,
    ).toBe(0);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, member!.id));
    expect(after!.role).toBe('candidate');
    expect((await team()).members.map((m: { email: string }) => m.email)).not.toContain(email);
  });

  it('a candidate id or an unknown id is not a member (404)', async () => {
    const { email } = await newCandidate(t);
    const [cand] = await t.database.db.select().from(users).where(eq(users.email, email));
    for (const id of [cand!.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await admin.request({ method: 'DELETE', url: `/api/admin/team/members/${id}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('an admin cannot remove or demote the last admin (409); with a second admin it works', async () => {
    // Other demo admins made by other tests: make this one the only admin first.
    const me = (await team()).members.find((m: { isMe: boolean }) => m.isMe);
    for (const m of (await team()).members as { id: string; role: string; isMe: boolean }[]) {
      if (m.role === 'admin' && !m.isMe) {
        await admin.request({ method: 'DELETE', url: `/api/admin/team/members/${m.id}` });
      }
    }
    const demote = await admin.request({
      method: 'PUT',
      url: `/api/admin/team/members/${me.id}/role`,
      payload: { role: 'recruiter' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(teamMessages.lastAdmin);
    const remove = await admin.request({ method: 'DELETE', url: `/api/admin/team/members/${me.id}` });
    expect(remove.statusCode).toBe(409);
    expect((await admin.get(teamPaths.team)).statusCode).toBe(200);

    const { token } = await invite(fresh(), 'admin');
    const second = (await acceptNew(token)).agent;
    const gone = await second.request({ method: 'DELETE', url: `/api/admin/team/members/${me.id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await admin.boot()).user.isLoggedIn).toBe(false);
  });
});
