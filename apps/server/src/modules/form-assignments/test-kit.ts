import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { and, count, eq } from 'drizzle-orm';
import { formAssignments, formSubmissions, notifications } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A small form with a secret (SSN) answer, to see what drafts keep and submissions seal. */
export const testForm: FormDefinition = {
  title: 'Background check',
  layout: 'plain',
  sections: [
    {
      title: 'You',
      items: [
        { name: 'legalName', type: 'text', label: 'Legal name', required: true },
        {
          name: 'relocate',
          type: 'radio',
          label: 'Willing to relocate?',
          required: true,
          radioOptions: {
            choices: [
              { label: 'Yes', value: 'yes' },
              { label: 'No', value: 'no' },
            ],
          },
        },
        { name: 'ssn', type: 'ssn', label: 'Social security number' },
        { name: 'notes', type: 'textarea', label: 'Notes' },
      ],
    },
  ],
};

export const asAdmin = async (t: TestApp, domain = demoTenant.domain) => {
  const agent = new HttpAgent(t.app, { query: { domain } });
  await agent.boot();
  const { email, password } = demoTenant.admin;
  const res = await agent.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return agent;
};

export const createForm = async (admin: HttpAgent, definition: FormDefinition = testForm) => {
  const res = await admin.post('/api/admin/forms', { title: definition.title, definition });
  if (res.statusCode !== 201) throw new Error(`form create failed: ${res.body}`);
  return res.json().data.form as { id: string; version: number };
};

export const put = (agent: HttpAgent, url: string, payload: unknown) =>
  agent.request({ method: 'PUT', url, payload: payload as object });

/** Row counts that a refused request must leave as they were. */
export async function counts(t: TestApp) {
  const db = t.database.db;
  const n = async (table: typeof formAssignments | typeof formSubmissions | typeof notifications) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    assignments: await n(formAssignments),
    submissions: await n(formSubmissions),
    notifications: await n(notifications),
  };
}

/** The notifications told about one assignment (its form_assigned event). */
export const assignmentNotifications = (t: TestApp, assignmentId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.eventKey, `form_assigned:${assignmentId}`)));
