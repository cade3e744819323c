import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@opencareers/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { registeredAdminRoutes } from '../../plugins/access.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../auth/service.ts';
import { loggedIn } from '../interviews/interviews-test-kit.ts';
import { TenantService } from '../tenants/service.ts';

/*
 * The permission table of docs/admin.md "Team and roles", one row per admin route. A route
 * under /api/admin that is not here fails this test: whoever adds one decides who may use it.
 */
const A: StaffRole[] = ['admin'];
const H: StaffRole[] = ['admin', 'recruiter'];
const ALL: StaffRole[] = ['admin', 'recruiter', 'theme-builder'];
const permissions: Record<string, StaffRole[]> = {
  // Site settings: admins only (the theme builder's routes follow the prefix rule below).
  'GET /api/admin/settings': A,
  'PUT /api/admin/settings/draft': A,
  'DELETE /api/admin/settings/draft': A,
  'POST /api/admin/settings/publish': A,
  'GET /api/admin/settings/history': A,
  'POST /api/admin/settings/history/:version/rollback': A,
  'POST /api/admin/settings/images': A,
  // Job import and analytics: admins only.
  'POST /api/admin/import/inspect': A,
  'POST /api/admin/import/dry-run': A,
  'POST /api/admin/import/runs': A,
  'GET /api/admin/import/runs/:id': A,
  'GET /api/admin/analytics': A,
  'GET /api/admin/analytics/export': A,
  'GET /api/admin/home': H,
  'GET /api/admin/background-jobs': A,
  'POST /api/admin/background-jobs/:name/run': A,
  // The shared candidate and position directories.
  'GET /api/admin/candidates': H,
  'GET /api/admin/positions': H,
  // Applications.
  'GET /api/admin/applications': H,
  'GET /api/admin/applications/form': H,
  'GET /api/admin/applications/:id': H,
  'POST /api/admin/applications/:id/status': H,
  'POST /api/admin/applications/bulk-status': H,
  'POST /api/admin/applications/:id/notes': H,
  'POST /api/admin/applications/:id/forms': H,
  // Interviews.
  'GET /api/admin/interviews': H,
  'POST /api/admin/interviews': H,
  'PUT /api/admin/interviews/:id': H,
  'POST /api/admin/interviews/:id/cancel': H,
  // Recruiting events: the hiring team sets them up and sees who registered.
  'GET /api/admin/events': H,
  'POST /api/admin/events': H,
  'GET /api/admin/events/:id': H,
  'PUT /api/admin/events/:id': H,
  'POST /api/admin/events/:id/cancel': H,
  // The talent network: the hiring team sources from it; deleting a person's data is an admin's call.
  'GET /api/admin/talent_network': H,
  'DELETE /api/admin/talent_network/:id': A,
  'GET /api/admin/talent_network/export': A,
  // What a member shares (a résumé, a profile) is for the hiring team that sources from it.
  'GET /api/admin/talent_network/:id/resume': H,
  'GET /api/admin/talent_network/:id/profile': H,
  // The assistant's knowledge base speaks for the company: admins only.
  'GET /api/admin/assistant/knowledge': A,
  'POST /api/admin/assistant/knowledge': A,
  'PUT /api/admin/assistant/knowledge/:id': A,
  'DELETE /api/admin/assistant/knowledge/:id': A,
  // Its language-model connection holds a key and decides where candidates' messages go: admins only.
  'GET /api/admin/assistant/settings': A,
  'PUT /api/admin/assistant/settings': A,
  'POST /api/admin/assistant/settings/test': A,
  // Offers.
  'GET /api/admin/offers': H,
  'GET /api/admin/offers/:id': H,
  'POST /api/admin/offers': H,
  'POST /api/admin/offers/:id/documents': H,
  'POST /api/admin/offers/:id/extend': H,
  'POST /api/admin/offers/:id/cancel': H,
  'PUT /api/admin/offers/:id/terms': H,
  'GET /api/admin/offers/:id/documents/:documentId/file': H,
  'POST /api/admin/offers/:id/documents/:documentId/approve': H,
  'POST /api/admin/offers/:id/documents/:documentId/return': H,
  'POST /api/admin/offers/:id/documents/:documentId/countersign': H,
  'GET /api/admin/offers/:id/documents/:documentId/original': H,
  'GET /api/admin/offers/:id/documents/:documentId/uploaded': H,
  // The offer letter's wording is the company's voice: admins only.
  'GET /api/admin/letter-template': A,
  'PUT /api/admin/letter-template': A,
  'POST /api/admin/letter-template/preview': A,
  // The key that seals signed letters: admins only.
  'GET /api/admin/signing-key': A,
  'POST /api/admin/signing-key/rotate': A,
  'GET /api/admin/next-steps': A,
  'PUT /api/admin/next-steps': A,
  // Form assignments; forms are read by recruiters (to assign them), designed by admins.
  'GET /api/admin/form-assignments': H,
  'GET /api/admin/form-assignments/:id': H,
  'POST /api/admin/form-assignments': H,
  'POST /api/admin/form-assignments/:id/cancel': H,
  'GET /api/admin/forms': H,
  'GET /api/admin/forms/:formId': H,
  'POST /api/admin/forms': A,
  'PUT /api/admin/forms/:formId': A,
  'POST /api/admin/forms/preview-validate': A,
  // A form's responses hold candidates' answers and uploads: admins only, like the uploads.
  'GET /api/admin/forms/:formId/responses': A,
  'GET /api/admin/forms/:formId/responses/export': A,
  // Jobs: recruiters read, admins change.
  'GET /api/admin/jobs': H,
  'GET /api/admin/jobs/places': H,
  'GET /api/admin/jobs/skills': H,
  'GET /api/admin/jobs/:id': H,
  'POST /api/admin/jobs': A,
  'PUT /api/admin/jobs/:id': A,
  'POST /api/admin/jobs/:id/duplicate': A,
  'POST /api/admin/jobs/:id/:action': A,
  // Notifications and email (site settings).
  'POST /api/admin/notifications': A,
  'GET /api/admin/notifications/outbox': A,
  'POST /api/admin/notifications/outbox/:id/retry': A,
  // Team.
  'GET /api/admin/team': A,
  'POST /api/admin/team/invites': A,
  'DELETE /api/admin/team/invites/:id': A,
  'POST /api/admin/team/invites/:id/resend': A,
  'PUT /api/admin/team/members/:id/role': A,
  'DELETE /api/admin/team/members/:id': A,
};
/** The theme builder's routes (docs/admin.md): admins and theme builders, whatever the path below. */
const themePrefix = '/api/admin/theme';
const expectedRoles = (key: string, url: string) =>
  permissions[key] ??
  (url === themePrefix || url.startsWith(`${themePrefix}/`) ? ['admin', 'theme-builder'] : undefined);

let t: TestApp;
const agents = {} as Record<StaffRole | 'candidate', HttpAgent>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  const tenant = await new TenantService(t.database.db, 0).byDomain(demoTenant.domain);
  for (const role of ['admin', 'recruiter', 'theme-builder', 'candidate'] as const) {
    const who = { email: `${role}.perm@example.com`, password: 'a sturdy passphrase for roles' };
    await signUp(t.database.db, tenant!, { ...who, firstname: 'Role', lastname: role }, role);
    agents[role] = await loggedIn(t, who);
  }
});
afterAll(() => t.close());

const concrete = (url: string) =>
  url.replace(/:action/g, 'publish').replace(/:[A-Za-z]+/g, () => randomUUID());
const routes = () => registeredAdminRoutes(t.app).filter((r) => r.method !== 'HEAD');

describe('every /api/admin route has a decided set of roles', () => {
  it('registers the routes this table knows, and each one admits exactly the roles of the table', () => {
    const found = routes();
    expect(found.length).toBeGreaterThan(30);
    const undecided = found
      .map((r) => `${r.method} ${r.url}`)
      .filter((k, i) => !expectedRoles(k, found[i]!.url));
    expect(undecided, 'add these routes to the permission table (docs/admin.md "Team and roles")').toEqual(
      [],
    );
    for (const r of found) {
      expect([...r.roles].sort(), `${r.method} ${r.url}`).toEqual(
        [...expectedRoles(`${r.method} ${r.url}`, r.url)!].sort(),
      );
    }
  });

  it('the server answers 403 to every role the table leaves out, and lets the others through', async () => {
    for (const r of routes()) {
      const allowed = expectedRoles(`${r.method} ${r.url}`, r.url) ?? [];
      for (const role of [...ALL, 'candidate'] as const) {
        // Ids that do not exist and no body: an admitted role gets a 4xx for its input, never a change.
        const res = await agents[role].request({ method: r.method as 'GET', url: concrete(r.url) });
        const refused = res.statusCode === 403 && res.json().code === 'FORBIDDEN';
        expect(refused, `${role} ${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(
          !allowed.includes(role as StaffRole),
        );
      }
    }
  });
});
