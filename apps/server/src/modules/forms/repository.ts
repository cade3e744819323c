import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formSubmissions, forms, users } from '../../db/schema/index.ts';

export type FormRow = typeof forms.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;

/** Every query is scoped by tenant: a form id from another tenant is simply not found. */
export const formRepository = {
  list: (db: Db, tenantId: string) =>
    db
      .select({ id: forms.id, title: forms.title, version: forms.version, updatedAt: forms.updatedAt })
      .from(forms)
      .where(eq(forms.tenantId, tenantId))
      .orderBy(desc(forms.updatedAt))
      .limit(500),

  find: async (db: Db, tenantId: string, id: string): Promise<FormRow | undefined> =>
    (
      await db
        .select()
        .from(forms)
        .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)))
        .limit(1)
    )[0],

  insert: async (db: Db, values: typeof forms.$inferInsert): Promise<FormRow> => {
    const row = (await db.insert(forms).values(values).returning())[0];
    if (!row) throw new Error('Form insert returned nothing');
    return row;
  },

  update: async (
    db: Db,
    tenantId: string,
    id: string,
    values: { title: string; definition: unknown },
  ): Promise<FormRow | undefined> =>
    (
      await db
        .update(forms)
        .set({ ...values, version: sql`${forms.version} + 1`, updatedAt: new Date() })
        .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)))
        .returning()
    )[0],

  insertSubmission: async (
    db: Db,
    values: typeof formSubmissions.$inferInsert,
  ): Promise<FormSubmissionRow> => {
    const row = (await db.insert(formSubmissions).values(values).returning())[0];
    if (!row) throw new Error('Submission insert returned nothing');
    return row;
  },

  findSubmission: async (db: Db, tenantId: string, id: string): Promise<FormSubmissionRow | undefined> =>
    (
      await db
        .select()
        .from(formSubmissions)
        .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.id, id)))
        .limit(1)
    )[0],

  /** A form's submissions with who sent them, newest first (the responses view and its CSV). */
  listResponses: (db: Db, tenantId: string, formId: string, page: { limit: number; offset: number }) =>
    db
      .select({
        id: formSubmissions.id,
        formVersion: formSubmissions.formVersion,
        answers: formSubmissions.answers,
        // Only whether secrets were given: the sealed text itself never leaves the database here.
        hasSealed: sql<boolean>`${formSubmissions.sensitiveAnswers} is not null`,
        createdAt: formSubmissions.createdAt,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(formSubmissions)
      .leftJoin(users, and(eq(users.id, formSubmissions.userId), eq(users.tenantId, tenantId)))
      .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.formId, formId)))
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(page.limit)
      .offset(page.offset),

  countResponses: async (db: Db, tenantId: string, formId: string) =>
    (
      await db
        .select({ n: count() })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.formId, formId)))
    )[0]?.n ?? 0,
};
