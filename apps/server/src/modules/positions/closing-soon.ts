import { closingSoonDays } from '@opencareers/contracts/admin-jobs';
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { positions } from '../../db/schema/index.ts';

/**
 * Open jobs that expire within closingSoonDays from now: one definition for the jobs list's
 * filter (admin-jobs) and the admin home's count.
 */
export const closingSoon = (now: Date) =>
  and(
    eq(positions.status, 'open'),
    isNotNull(positions.expiresAt),
    gt(positions.expiresAt, now),
    lte(positions.expiresAt, new Date(now.getTime() + closingSoonDays * 86_400_000)),
  );
