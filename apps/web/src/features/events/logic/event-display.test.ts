import type { EventForCandidate } from '@opencareers/contracts/events';
import { describe, expect, it } from 'vitest';
import { canRegister, formatEventRange, splitEvents } from './event-display.ts';

const event = (over: Partial<EventForCandidate>): EventForCandidate => ({
  id: 'e',
  title: 'Open day',
  description: null,
  starts_at: '2030-01-02T16:00:00.000Z',
  ends_at: '2030-01-02T17:30:00.000Z',
  time_zone: 'Europe/Berlin',
  format: 'online',
  location: null,
  capacity: 10,
  registered_count: 0,
  positions: [],
  departments: [],
  status: 'scheduled',
  meeting_url: null,
  spots_left: 10,
  registration: null,
  calendar_url: null,
  ...over,
});

describe('event display', () => {
  it('writes the range once per day in the given zone', () => {
    // Intl writes thin and narrow no-break spaces; compare the words.
    const text = formatEventRange('2030-01-02T16:00:00Z', '2030-01-02T17:30:00Z', 'en-US', 'Europe/Berlin');
    expect(text.replace(/\s/g, ' ')).toBe('Wednesday, January 2, 2030, 5:00 – 6:30 PM');
  });

  it("puts the candidate's seats first and leaves cancelled events they never joined out", () => {
    const mine = event({ id: 'a', registration: { status: 'registered', created_at: '' } });
    const open = event({ id: 'b' });
    const gone = event({ id: 'c', status: 'cancelled' });
    const left = event({ id: 'd', registration: { status: 'cancelled', created_at: '' } });
    const { mine: m, others } = splitEvents([mine, open, gone, left]);
    expect(m.map((e) => e.id)).toEqual(['a']);
    expect(others.map((e) => e.id)).toEqual(['b', 'd']);
  });

  it('offers a seat only while one is free, the event is on and the candidate has none', () => {
    expect(canRegister(event({}))).toBe(true);
    expect(canRegister(event({ spots_left: 0 }))).toBe(false);
    expect(canRegister(event({ spots_left: null, capacity: null }))).toBe(true);
    expect(canRegister(event({ status: 'cancelled' }))).toBe(false);
    expect(canRegister(event({ registration: { status: 'registered', created_at: '' } }))).toBe(false);
  });
});
