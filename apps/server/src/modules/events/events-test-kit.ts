import { and, eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import type { TestApp } from '../../test/test-app.ts';

export {
  demoAdmin,
  demoCandidate,
  inDays,
  newCandidate,
  positionIdOf,
} from '../interviews/interviews-test-kit.ts';

/** A valid event body: online, two days from now, 10 seats, published. */
export const eventBody = (overrides: Record<string, unknown> = {}) => {
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  return {
    title: 'Meet the engineering team',
    description: 'An hour with the team; questions welcome.',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 90 * 60_000).toISOString(),
    time_zone: 'Europe/Berlin',
    format: 'online',
    meeting_url: 'https://meet.example/team-hour',
    location: null,
    capacity: 10,
    position_ids: [],
    departments: [],
    published: true,
    ...overrides,
  };
};

export async function createEvent(admin: HttpAgent, overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/events', eventBody(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.event as { id: string; starts_at: string; ends_at: string };
}

/** The event notifications a candidate has, oldest first. */
export async function eventNotifications(t: TestApp, email: string) {
  const rows = await t.database.db
    .select({ n: notifications })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.category, 'event'), eq(users.email, email)));
  return rows.map((r) => r.n).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
