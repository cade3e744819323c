import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age.ts';

const now = new Date('2026-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeAge', () => {
  it('reads the largest whole unit in English', () => {
    expect(relativeAge(ago(10), now, 'en')).toBe('now');
    expect(relativeAge(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeAge(ago(3600), now, 'en')).toBe('1 hour ago');
    expect(relativeAge(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeAge(ago(15 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
    expect(relativeAge(ago(400 * 24 * 3600), now, 'en')).toBe('last year');
  });

  it('speaks the page language', () => {
    expect(relativeAge(ago(3 * 3600), now, 'fr')).toBe('il y a 3 heures');
    expect(relativeAge(ago(2 * 24 * 3600), now, 'de')).toBe('vorgestern');
  });

  it('treats a date in the future (clock skew) as now', () => {
    expect(relativeAge(new Date(now.getTime() + 60_000).toISOString(), now, 'en')).toBe('now');
  });
});
