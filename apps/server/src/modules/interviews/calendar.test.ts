import { describe, expect, it } from 'vitest';
import { serverLocaleCodes } from '../notifications/server-messages.ts';
import { interviewCalendar } from './calendar.ts';
import type { InterviewWithPosition } from './repository.ts';

const row: InterviewWithPosition = {
  id: '6f1c1a52-7a4e-4a8e-9b55-1f0d0c7f4a11',
  tenantId: 't',
  userId: 'u',
  positionId: 'p',
  positionTitle: 'Staff Engineer, Platform',
  applicationId: null,
  startsAt: new Date('2030-01-02T15:30:00Z'),
  durationMinutes: 45,
  timeZone: 'Europe/Berlin',
  kind: 'video',
  location: null,
  meetingUrl: 'https://meet.example/abc?x=1&y=2',
  interviewers: ['Priya Natarajan', 'Sam Okafor'],
  notes: 'Bring a project; we will talk, too.',
  status: 'scheduled',
  sequence: 2,
  createdBy: null,
  createdAt: new Date('2029-12-01T10:00:00Z'),
  updatedAt: new Date('2029-12-03T10:00:00Z'),
  cancelledAt: null,
};
const ctx = {
  domain: 'northwind.example',
  companyName: 'Northwind Labs',
  pageUrl: 'https://northwind.example/careers/interviews',
};

/** RFC 5545 §3.1: lines are unfolded by removing a CRLF followed by one space or tab. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('interviewCalendar', () => {
  it('writes one RFC 5545 event in UTC with the interview details escaped', () => {
    const ics = interviewCalendar(row, ctx);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    // Every line ends in CRLF and none is longer than 75 octets.
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const text = unfold(ics);
    expect(text).toContain('UID:interview-6f1c1a52-7a4e-4a8e-9b55-1f0d0c7f4a11@northwind.example');
    expect(text).toContain('DTSTART:20300102T153000Z');
    expect(text).toContain('DURATION:PT45M');
    expect(text).toContain('SEQUENCE:2');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('SUMMARY:Interview: Staff Engineer\\, Platform (Northwind Labs)');
    expect(text).toContain('Join: https://meet.example/abc?x=1&y=2');
    expect(text).toContain('Interviewers: Priya Natarajan\\, Sam Okafor');
    expect(text).toContain('Notes: Bring a project\\; we will talk\\, too.');
    expect(text).toContain('URL:https://meet.example/abc?x=1&y=2');
  });

  it('keeps the UID and marks a cancelled interview cancelled', () => {
    const text = unfold(interviewCalendar({ ...row, status: 'cancelled', sequence: 3 }, ctx));
    expect(text).toContain('UID:interview-6f1c1a52-7a4e-4a8e-9b55-1f0d0c7f4a11@northwind.example');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('SEQUENCE:3');
    expect(text).toContain('SUMMARY:Cancelled: Interview');
  });

  it('names the address of an onsite interview as its location', () => {
    const text = unfold(
      interviewCalendar({ ...row, kind: 'onsite', meetingUrl: null, location: 'Main St 1, Berlin' }, ctx),
    );
    expect(text).toContain('LOCATION:Main St 1\\, Berlin');
    expect(text).not.toContain('URL:');
  });

  it('is written in the candidate’s language when one is given (issue 21)', () => {
    const de = unfold(interviewCalendar(row, { ...ctx, locale: 'de' }));
    expect(de).toContain('SUMMARY:Gespräch: Staff Engineer\\, Platform (Northwind Labs)');
    expect(de).toContain('Videogespräch mit Northwind Labs für Staff Engineer\\, Platform.');
    expect(de).toContain('Teilnehmen: https://meet.example/abc?x=1&y=2');
    const ar = unfold(interviewCalendar({ ...row, status: 'cancelled' }, { ...ctx, locale: 'ar' }));
    // Values with Latin letters are isolated in a right-to-left text (server-messages.ts), the
    // interview's title inside "Cancelled: …" too.
    expect(ar).toContain(
      'SUMMARY:أُلغي: \u2068مقابلة: \u2068Staff Engineer\\, Platform\u2069 (\u2068Northwind Labs\u2069)\u2069',
    );
    expect(ar).toContain('التفاصيل: https://northwind.example/careers/interviews');
  });

  it.each(serverLocaleCodes)('leaves no placeholder unfilled in %s', (locale) => {
    for (const kind of ['video', 'phone', 'onsite'] as const) {
      const ics = interviewCalendar({ ...row, kind, status: 'cancelled' }, { ...ctx, locale });
      expect(ics).not.toContain('{{');
      expect(ics).not.toContain('calendar.');
    }
  });

  it('cannot be broken out of by newlines in free text', () => {
    const text = interviewCalendar({ ...row, notes: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT' }, ctx);
    expect(text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT' || l === 'END:VEVENT')).toEqual([
      'BEGIN:VEVENT',
      'END:VEVENT',
    ]);
  });
});
