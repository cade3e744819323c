import { describe, expect, it } from 'vitest';
import { compareInterviewPlans, endsAt, type InterviewPlan, startIsInFuture } from './interview-rules.ts';

const plan: InterviewPlan = {
  startsAt: new Date('2030-01-02T15:30:00Z'),
  durationMinutes: 45,
  timeZone: 'Europe/Berlin',
  kind: 'video',
  location: null,
  meetingUrl: 'https://meet.example/abc',
};

describe('compareInterviewPlans', () => {
  it('sees nothing when nothing the candidate relies on changed', () => {
    expect(compareInterviewPlans(plan, { ...plan })).toEqual({ time: false, place: false });
    // The same instant written for another zone is the same time.
    expect(
      compareInterviewPlans(plan, { ...plan, timeZone: 'UTC', startsAt: new Date(plan.startsAt) }),
    ).toEqual({
      time: false,
      place: false,
    });
  });

  it('sees a moved start as a time change', () => {
    const moved = { ...plan, startsAt: new Date('2030-01-02T16:00:00Z') };
    expect(compareInterviewPlans(plan, moved)).toEqual({ time: true, place: false });
  });

  it('sees a new link, address, kind or length as a place change', () => {
    expect(compareInterviewPlans(plan, { ...plan, meetingUrl: 'https://meet.example/xyz' }).place).toBe(true);
    expect(compareInterviewPlans(plan, { ...plan, kind: 'phone' }).place).toBe(true);
    expect(compareInterviewPlans(plan, { ...plan, location: 'Room 4' }).place).toBe(true);
    expect(compareInterviewPlans(plan, { ...plan, durationMinutes: 60 }).place).toBe(true);
  });

  it('treats a blank and a missing location alike', () => {
    expect(compareInterviewPlans({ ...plan, location: '' }, { ...plan, location: null }).place).toBe(false);
  });
});

describe('endsAt and startIsInFuture', () => {
  it('adds the duration', () => {
    expect(endsAt(plan.startsAt, 45).toISOString()).toBe('2030-01-02T16:15:00.000Z');
  });

  it('accepts a start ahead and refuses one more than a minute ago', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(startIsInFuture(new Date('2030-01-01T00:00:01Z'), now)).toBe(true);
    expect(startIsInFuture(new Date('2029-12-31T23:59:30Z'), now)).toBe(true);
    expect(startIsInFuture(new Date('2029-12-31T23:58:00Z'), now)).toBe(false);
  });
});
