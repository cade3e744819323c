import type { CandidateInterview } from '@opencareers/contracts/interviews';
import { describe, expect, it } from 'vitest';
import { formatInterviewRange, formatPlannedTime, joinable, splitInterviews } from './interview-display.ts';

const make = (id: string, startsAt: string, over: Partial<CandidateInterview> = {}): CandidateInterview => ({
  id,
  position: { id: 'p', title: 'Engineer' },
  starts_at: startsAt,
  ends_at: new Date(new Date(startsAt).getTime() + 45 * 60_000).toISOString(),
  duration_minutes: 45,
  time_zone: 'Europe/Berlin',
  kind: 'video',
  location: null,
  meeting_url: 'https://meet.example/x',
  interviewers: [],
  notes: null,
  status: 'scheduled',
  updated_at: startsAt,
  calendar_url: `/api/pcsx/interviews/${id}/calendar.ics`,
  ...over,
});

const now = new Date('2030-01-10T12:00:00Z');

describe('splitInterviews', () => {
  it('puts upcoming soonest first and past latest first; one under way is still upcoming', () => {
    const list = [
      make('later', '2030-02-01T10:00:00Z'),
      make('old', '2029-12-01T10:00:00Z'),
      make('running', '2030-01-10T11:30:00Z'),
      make('older', '2029-11-01T10:00:00Z'),
      make('soon', '2030-01-11T10:00:00Z', { status: 'cancelled' }),
    ];
    const { upcoming, past } = splitInterviews(list, now);
    expect(upcoming.map((i) => i.id)).toEqual(['running', 'soon', 'later']);
    expect(past.map((i) => i.id)).toEqual(['old', 'older']);
  });
});

describe('formatting', () => {
  it('writes the range in the reader locale and zone', () => {
    const text = formatInterviewRange(
      '2030-01-02T14:30:00Z',
      '2030-01-02T15:15:00Z',
      'en-US',
      'Europe/Berlin',
    );
    expect(text).toContain('January 2, 2030');
    expect(text).toMatch(/3:30\s*–\s*4:15\s*PM/);
    const german = formatInterviewRange(
      '2030-01-02T14:30:00Z',
      '2030-01-02T15:15:00Z',
      'de-DE',
      'Europe/Berlin',
    );
    expect(german).toContain('2. Januar 2030');
    expect(german).toMatch(/15:30\s*–\s*16:15/);
  });

  it('writes the planned time with its zone', () => {
    expect(formatPlannedTime('2030-01-02T14:30:00Z', 'en-GB', 'Europe/Berlin')).toMatch(/15:30 CET/);
  });

  it('offers the link only for scheduled, unfinished interviews with an http(s) link', () => {
    expect(joinable(make('a', '2030-01-11T10:00:00Z'), now)).toBe(true);
    expect(joinable(make('a', '2030-01-11T10:00:00Z', { status: 'cancelled' }), now)).toBe(false);
    expect(joinable(make('a', '2029-01-11T10:00:00Z'), now)).toBe(false);
    expect(joinable(make('a', '2030-01-11T10:00:00Z', { meeting_url: 'javascript:alert(1)' }), now)).toBe(
      false,
    );
    expect(joinable(make('a', '2030-01-11T10:00:00Z', { meeting_url: null }), now)).toBe(false);
  });
});
