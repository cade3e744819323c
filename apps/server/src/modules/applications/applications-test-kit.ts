import { and, asc, eq } from 'drizzle-orm';
import { positions, tenants } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Answers the default application form accepts. */
export const goodAnswers = (name = 'Casey Tester') => ({
  fullName: name,
  email: 'casey@example.com',
  coverLetter: 'I would like to join the team.',
  consent: true,
});

/** The demo tenant's open positions, in a stable order. */
export async function openPositions(t: TestApp, domain = 'northwind.example') {
  const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.domain, domain));
  return t.database.db
    .select({ id: positions.id, title: positions.title })
    .from(positions)
    .where(and(eq(positions.tenantId, tenant!.id), eq(positions.status, 'open')))
    .orderBy(asc(positions.externalId));
}

export const apply = (
  agent: HttpAgent,
  positionId: string,
  values: Record<string, unknown> = goodAnswers(),
) => agent.post('/api/pcsx/applications', { position_id: positionId, values });
