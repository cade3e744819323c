import type { FastifyBaseLogger } from 'fastify';
import { signUp } from '../../modules/auth/service.ts';
import { importPositionSchema } from '../../modules/positions/import-schema.ts';
import { upsertPositions } from '../../modules/positions/service.ts';
import { countTenants, TenantService } from '../../modules/tenants/service.ts';
import type { Db } from '../client.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoFormAssignments } from './demo-form-assignments.ts';
import { seedDemoInterviews } from './demo-interviews.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { generateDemoPositions } from './demo-positions.ts';
import { seedDemoProfile } from './demo-profile.ts';
import { seedDemoResume } from './demo-resume.ts';
import { demoTenant } from './demo-tenant.ts';
import { seedDemoForms } from './seed-forms.ts';

/**
 * Seeds the demo company when the database has no tenant yet. Deterministic: the same
 * day gives the same positions (dates are relative to it so the jobs are always open).
 * Safe when several processes start at once: only the one that creates the tenant seeds.
 */
export async function seedDemoIfEmpty(
  db: Db,
  options: {
    positions: number;
    /** Demo job offers for the demo candidate (default on; tests that do not need them skip the cost). */
    offers?: boolean;
    /** One upcoming interview for the demo candidate (default on; tests that count notifications skip it). */
    interviews?: boolean;
    /** Demo applications for the demo candidate (default on; like offers, tests opt in). */
    applications?: boolean;
    now?: Date;
    log?: Pick<FastifyBaseLogger, 'info'>;
  },
): Promise<boolean> {
  if ((await countTenants(db)) > 0) return false;
  const tenants = new TenantService(db, 0);
  let tenant: Awaited<ReturnType<TenantService['create']>>;
  try {
    tenant = await tenants.create({ ...demoTenant, isDefault: true });
  } catch (err) {
    // Another process won the race and is seeding; nothing for us to do.
    if ((await countTenants(db)) > 0) return false;
    throw err;
  }
  const admin = await signUp(db, tenant, demoTenant.admin, 'admin');
  const candidate = await signUp(db, tenant, demoTenant.candidate, 'candidate');
  await seedDemoProfile(db, tenant.id, demoTenant.candidate.email);
  await seedDemoResume(db, tenant.id, demoTenant.candidate.email);
  const started = Date.now();
  const items = generateDemoPositions(options.positions, { now: options.now }).map((p) =>
    importPositionSchema.parse(p),
  );
  await upsertPositions(db, tenant.id, items);
  const demoForms = await seedDemoForms(db, tenant.id, admin.id);
  await seedDemoNotifications(db, tenant.id, candidate.id, tenant.config.pcsxConfig.branding.companyName);
  await seedDemoFormAssignments(
    db,
    tenant.id,
    admin.id,
    demoTenant.candidate.email,
    demoForms.workEligibilityFormId,
    options.now,
  );
  await seedDemoExtras(db, tenant, options);
  options.log?.info({ positions: items.length, ms: Date.now() - started }, 'seeded the demo tenant');
  return true;
}

/**
 * The optional parts of the demo: offers, an interview and applications for the demo
 * candidate (each on unless turned off). Separate so that tests can start from a copy of
 * a database seeded without them and add only what they need.
 */
export async function seedDemoExtras(
  db: Db,
  tenant: { id: string; name: string },
  options: { offers?: boolean; interviews?: boolean; applications?: boolean; now?: Date },
): Promise<void> {
  // Applications first: the offers and the interview are then made for them (one story).
  if (options.applications !== false) await seedDemoApplications(db, tenant.id);
  if (options.offers !== false) await seedDemoOffers(db, tenant, options.now);
  if (options.interviews !== false) await seedDemoInterviews(db, tenant.id, options.now);
}
