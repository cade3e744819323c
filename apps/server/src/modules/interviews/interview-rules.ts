/** What the candidate-visible parts of an interview are; the rules below compare two of them. */
export interface InterviewPlan {
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  kind: 'video' | 'phone' | 'onsite';
  location: string | null;
  meetingUrl: string | null;
}

export interface InterviewChange {
  /** The start moved (a new instant; the same instant in another zone label is not a move). */
  time: boolean;
  /** The length, kind, address or link changed: where or how long the candidate must be. */
  place: boolean;
}

/**
 * Which changes the candidate is told about. Interviewers and notes are shown on the page and
 * in the calendar file but are not worth a notification on their own: a recruiter fixing a
 * typo should not ping the candidate. A new start is told as "moved"; a new place, link, kind
 * or length at the same start as "where to join has changed".
 */
export function compareInterviewPlans(before: InterviewPlan, after: InterviewPlan): InterviewChange {
  return {
    time: before.startsAt.getTime() !== after.startsAt.getTime(),
    place:
      before.durationMinutes !== after.durationMinutes ||
      before.kind !== after.kind ||
      (before.location ?? '') !== (after.location ?? '') ||
      (before.meetingUrl ?? '') !== (after.meetingUrl ?? ''),
  };
}

/** An interview is in the past once it has ended; until then it is upcoming. */
export const endsAt = (startsAt: Date, durationMinutes: number): Date =>
  new Date(startsAt.getTime() + durationMinutes * 60_000);

/**
 * A new or moved start must lie ahead. A minute of grace keeps a form submitted just as the
 * clock turns from failing; anything earlier is a mistake (wrong day, wrong AM/PM).
 */
export const startIsInFuture = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() > now.getTime() - 60_000;
