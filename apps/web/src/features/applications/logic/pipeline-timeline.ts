import type { AdminApplicationDetail, ApplicationStatus } from '@opencareers/contracts/applications';

/** One line of the admin's application timeline: status changes, notes, interviews, offers, forms. */
export type TimelineItem =
  | {
      kind: 'status';
      key: string;
      at: string;
      from: ApplicationStatus | null;
      to: ApplicationStatus;
      by: string | null;
      note: string | null;
    }
  | { kind: 'note'; key: string; at: string; body: string; by: string | null }
  | {
      kind: 'interview';
      key: string;
      at: string;
      id: string;
      status: 'scheduled' | 'cancelled';
      startsAt: string;
      timeZone: string;
      interviewKind: 'video' | 'phone' | 'onsite';
    }
  | { kind: 'offer'; key: string; at: string; id: string; status: string }
  | { kind: 'form'; key: string; at: string; id: string; title: string; status: string };

/**
 * Everything that happened to one application on one line, newest first. An interview or a
 * form sits at the moment it was made (the interview's own date is shown in it); an offer at
 * its last change, so an accepted offer comes after the status it caused. Ties keep a stable
 * order (by kind, then key) so the list never reshuffles between renders.
 */
export function pipelineTimeline(a: AdminApplicationDetail): TimelineItem[] {
  const items: TimelineItem[] = [
    ...a.history.map(
      (h, i): TimelineItem => ({
        kind: 'status',
        key: `status-${String(i).padStart(4, '0')}`,
        at: h.at,
        from: h.from,
        to: h.to,
        by: h.by,
        note: h.note,
      }),
    ),
    ...a.notes.map(
      (n): TimelineItem => ({ kind: 'note', key: `note-${n.id}`, at: n.at, body: n.body, by: n.by }),
    ),
    ...a.interviews.map(
      (i): TimelineItem => ({
        kind: 'interview',
        key: `interview-${i.id}`,
        at: i.created_at,
        id: i.id,
        status: i.status,
        startsAt: i.starts_at,
        timeZone: i.time_zone,
        interviewKind: i.kind,
      }),
    ),
    ...a.offers.map(
      (o): TimelineItem => ({
        kind: 'offer',
        key: `offer-${o.id}`,
        at: o.updated_at,
        id: o.id,
        status: o.status,
      }),
    ),
    ...a.form_assignments.map(
      (f): TimelineItem => ({
        kind: 'form',
        key: `form-${f.id}`,
        at: f.completed_at ?? f.created_at,
        id: f.id,
        title: f.form_title,
        status: f.status,
      }),
    ),
  ];
  return items.sort((x, y) => {
    const byTime = Date.parse(y.at) - Date.parse(x.at);
    if (byTime) return byTime;
    return x.key < y.key ? 1 : x.key > y.key ? -1 : 0;
  });
}

/** The last offer was declined and the application still says Offered: the company must choose. */
export function awaitsDeclineDecision(a: AdminApplicationDetail): boolean {
  const last = [...a.offers].sort((x, y) => Date.parse(y.created_at) - Date.parse(x.created_at))[0];
  return a.status === 'offered' && last?.status === 'Declined';
}

/** Pipeline actions (interview, offer, form) start only from an application still in the running. */
export const canAct = (status: ApplicationStatus) =>
  status === 'submitted' || status === 'in_review' || status === 'interviewing' || status === 'offered';
