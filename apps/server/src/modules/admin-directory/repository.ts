import { adminDirectoryLimits } from '@opencareers/contracts/admin-directory';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positionLocations, positions, users } from '../../db/schema/index.ts';
import type { PlaceNames } from '../locales/place-names.ts';

/** A LIKE pattern for "contains": the text is a parameter, only LIKE's own wildcards need escaping. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const adminDirectory = {
  /** The tenant's candidates whose email or name contains the text, by email. */
  async candidates(db: Db, tenantId: string, text: string) {
    const rows = await db
      .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.role, 'candidate'),
          text
            ? or(
                ilike(users.email, contains(text)),
                ilike(users.firstname, contains(text)),
                ilike(users.lastname, contains(text)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(users.email))
      .limit(adminDirectoryLimits.candidates);
    return rows.map((u) => ({
      id: u.id,
      email: u.email,
      fullname: `${u.firstname} ${u.lastname}`.trim() || u.email,
    }));
  },

  /** The tenant's open positions whose title contains the text, by title, with a first place. */
  async openPositions(db: Db, tenantId: string, text: string, names: PlaceNames) {
    const rows = await db
      .select({ id: positions.id, title: positions.title })
      .from(positions)
      .where(
        and(
          eq(positions.tenantId, tenantId),
          eq(positions.status, 'open'),
          text ? ilike(positions.title, contains(text)) : undefined,
        ),
      )
      .orderBy(asc(positions.title), asc(positions.id))
      .limit(adminDirectoryLimits.positions);
    if (!rows.length) return [];
    const places = await db
      .select({
        positionId: positionLocations.positionId,
        city: positionLocations.city,
        country: positionLocations.country,
        countryCode: positionLocations.countryCode,
      })
      .from(positionLocations)
      .where(
        and(
          eq(positionLocations.tenantId, tenantId),
          inArray(
            positionLocations.positionId,
            rows.map((r) => r.id),
          ),
        ),
      );
    return rows.map((r) => {
      const place = places.find((p) => p.positionId === r.id);
      return { id: r.id, title: r.title, location: place ? names.cityAndCountry(place) : null };
    });
  },
};
