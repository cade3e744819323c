import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { Application, ApplyFormData, SubmitApplicationBody } from '@opencareers/contracts/applications';
import { formDefinitionSchema } from '@opencareers/forms/core/definition-schema';
import { errorTexts, validateForm } from '@opencareers/forms/core/validate-form';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { removeDrafts } from '../drafts/service.ts';
import { formChanged, submitForm, toFormDto } from '../forms/service.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { isPositionId } from '../position-details/service.ts';
import { linkReferral } from '../referrals/service.ts';
import { formForPosition } from './application-form.ts';
import { alreadyApplied, applicationNotFound, positionClosed, positionNotFound } from './errors.ts';
import { isPositionOpen, toApplication } from './present.ts';
import { type ApplicationRow, applicationRepository as repo } from './repository.ts';
import { checkScreening, screeningKey, splitScreening, withScreening } from './screening.ts';

/** Drafts are not public: a draft position answers as missing, like an unknown id. */
async function visiblePosition(db: Db, tenantId: string, positionId: string) {
  const position = isPositionId(positionId)
    ? (await repo.positions(db, tenantId, [positionId])).get(positionId)
    : undefined;
  if (!position || position.status === 'draft') throw positionNotFound();
  return position;
}

async function present(db: Db, tenantId: string, rows: ApplicationRow[]): Promise<Application[]> {
  const ids = rows.map((r) => r.id);
  const [events, positions] = await Promise.all([
    repo.events(db, tenantId, ids),
    repo.positions(db, tenantId, [...new Set(rows.map((r) => r.positionId))]),
  ]);
  const now = new Date();
  return rows.map((r) => toApplication(r, positions.get(r.positionId), events.get(r.id) ?? [], now));
}

/** The apply page's data; works logged out too (the form shows, submitting asks to log in). */
export async function applyFormView(
  db: Db,
  tenant: { id: string; name: string },
  userId: string | null,
  positionId: string,
): Promise<ApplyFormData> {
  const position = await visiblePosition(db, tenant.id, positionId);
  const form = await formForPosition(db, tenant.id, position);
  const mine = userId ? await repo.findFor(db, tenant.id, userId, position.id) : undefined;
  return {
    position: {
      id: position.id,
      title: position.title,
      department: position.department,
      location: position.location,
      company: tenant.name,
      status: isPositionOpen(position) ? 'open' : 'closed',
    },
    form: withScreening(toFormDto(form), position.screeningQuestions),
    screeningKey: screeningKey(position.screeningQuestions),
    application: mine ? ((await present(db, tenant.id, [mine]))[0] ?? null) : null,
  };
}

/**
 * Validates the answers with the form toolkit's rules (through the forms module, which also
 * stores uploads and seals social numbers) and records the application and its first history
 * entry, all in one transaction: a refused application leaves no submission or file behind.
 */
export async function submitApplication(
  db: Db,
  box: SecretBox,
  ctx: { tenantId: string; userId: string },
  body: SubmitApplicationBody,
  /** Tells the referrer when the application came through their link (none: nobody is told). */
  notifier?: CandidateNotifier,
): Promise<Application> {
  const position = await visiblePosition(db, ctx.tenantId, body.position_id);
  if (await repo.findFor(db, ctx.tenantId, ctx.userId, position.id)) throw alreadyApplied();
  if (!isPositionOpen(position)) throw positionClosed();
  const form = await formForPosition(db, ctx.tenantId, position);
  if (body.screening_key !== undefined && body.screening_key !== screeningKey(position.screeningQuestions))
    throw formChanged();
  const { standard, screening } = splitScreening(position.screeningQuestions, body.values);
  const checked = checkScreening(position.screeningQuestions, screening);
  if (Object.keys(checked.errors).length) {
    // The standard fields' problems too, so the candidate sees every one at once.
    const others = validateForm(formDefinitionSchema.parse(form.definition), standard).errors;
    throw new HttpError(422, errorCodes.validation, 'Some answers need attention.', {
      ...errorTexts(others),
      ...checked.errors,
    });
  }
  const row = await db.transaction(async (tx) => {
    const submission = await submitForm(tx, box, {
      tenantId: ctx.tenantId,
      userId: ctx.userId,
      formId: form.id,
      values: standard,
      ...(body.form_version === undefined ? {} : { formVersion: body.form_version }),
    });
    const application = await repo.insertIfNew(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.userId,
      positionId: position.id,
      formSubmissionId: submission.id,
      screeningAnswers: checked.answers,
      attribution: body.attribution ?? {},
    });
    // A second request that passed the check above at the same moment lands here.
    if (!application) throw alreadyApplied();
    await repo.addEvent(tx, {
      tenantId: ctx.tenantId,
      applicationId: application.id,
      fromStatus: null,
      toStatus: application.status,
      actorId: ctx.userId,
    });
    // The draft has become the application: it leaves the drafts list with it.
    await removeDrafts(tx, ctx, 'application', [position.id]);
    // A referral link's token hands the referrer this application's stage to follow.
    await linkReferral(
      tx,
      {
        tenantId: ctx.tenantId,
        userId: ctx.userId,
        positionId: position.id,
        applicationId: application.id,
        token: body.attribution?.referral_token,
      },
      notifier,
    );
    return application;
  });
  const [dto] = await present(db, ctx.tenantId, [row]);
  if (!dto) throw new Error('application vanished');
  return dto;
}

export async function listApplications(db: Db, tenantId: string, userId: string) {
  const all = await present(db, tenantId, await repo.listForUser(db, tenantId, userId));
  return {
    applications: all.filter((a) => a.active),
    inactiveApplications: all.filter((a) => !a.active),
  };
}

/** Positions the candidate has applied to, in any status (one can apply only once). */
export async function appliedPositionIds(db: Db, tenantId: string, userId: string): Promise<Set<string>> {
  return new Set((await repo.listForUser(db, tenantId, userId)).map((a) => a.positionId));
}

/** The candidate ends their own application; an ended one cannot be withdrawn again. */
export async function withdrawApplication(
  db: Db,
  ctx: { tenantId: string; userId: string },
  id: string,
): Promise<Application> {
  const row = await repo.find(db, ctx.tenantId, id);
  // Another candidate's application answers as missing: its existence is not told.
  if (!row || row.userId !== ctx.userId) throw applicationNotFound();
  if (row.status === 'withdrawn' || row.status === 'hired' || row.status === 'rejected') {
    throw new HttpError(409, errorCodes.conflict, 'This application has already ended.');
  }
  const updated = await db.transaction(async (tx) => {
    const moved = await repo.setStatus(tx, ctx.tenantId, row.id, row.status, 'withdrawn');
    if (!moved)
      throw new HttpError(409, errorCodes.conflict, 'This application just changed. Reload and try again.');
    await repo.addEvent(tx, {
      tenantId: ctx.tenantId,
      applicationId: row.id,
      fromStatus: row.status,
      toStatus: 'withdrawn',
      actorId: ctx.userId,
    });
    return moved;
  });
  const [dto] = await present(db, ctx.tenantId, [updated]);
  if (!dto) throw new Error('application vanished');
  return dto;
}
