import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, unfoldLines } from './calendar-file.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

const entry = {
  uid: 'event-1@northwind.example',
  sequence: 1,
  cancelled: false,
  productId: 'opencareers/events',
  description: '',
  startsAt: new Date('2030-01-02T15:30:00Z'),
  endsAt: new Date('2030-01-02T17:00:00Z'),
  updatedAt: new Date('2029-12-03T10:00:00Z'),
};

// Long enough to fold several times; the Japanese is 3 octets a character, the Arabic 2, the
// emoji 4 (a surrogate pair in JavaScript), so a split by characters would overrun or cut.
const japanese =
  '東京本社で開催する新卒向けキャリア説明会とエンジニア座談会、オンライン同時配信あり（参加無料）';
const arabic = 'أمسية التعريف بالوظائف الهندسية في مكتب دبي مع جلسة أسئلة وأجوبة مفتوحة للجميع';
const emoji = '🎉 Launch party 🚀🚀🚀 with the platform team 👩‍💻👨‍💻 and friends 🎈🎈🎈🎈🎈🎈🎈🎈';

/**
 * Every physical line of the file as sent (UTF-8 bytes split at CRLF): none is longer than 75
 * octets (RFC 5545 §3.1), and each decodes on its own, so no multi-byte character was cut.
 */
function expectFolded(ics: string) {
  const bytes = Buffer.from(ics, 'utf8');
  const strict = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n', start);
    const line = bytes.subarray(start, end === -1 ? bytes.length : end);
    expect(line.length).toBeLessThanOrEqual(75);
    expect(() => strict.decode(line), line.toString()).not.toThrow();
    if (end === -1) break;
    start = end + 2;
  }
}

describe('foldLine', () => {
  it.each([
    ['Japanese', `SUMMARY:${japanese}`],
    ['Arabic', `SUMMARY:${arabic}`],
    ['emoji', `SUMMARY:${emoji}`],
    ['ASCII', `SUMMARY:${'x'.repeat(300)}`],
  ])('folds %s text at 75 octets and unfolding restores it', (_, line) => {
    const folded = foldLine(line);
    expectFolded(folded);
    expect(unfoldLines(folded)).toBe(line);
    // Each continuation starts with exactly one space; lines are filled as far as the next
    // character allows, so none but the last is short by a whole character.
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts.slice(1)) expect(p.startsWith(' ')).toBe(true);
    for (const p of parts.slice(0, -1)) expect(octets(p)).toBeGreaterThan(75 - 4);
  });

  it('leaves a line of 75 octets whole and folds one of 76', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    // 25 three-octet characters are exactly 75 octets; one more goes to the next line.
    expect(foldLine('語'.repeat(25))).toBe('語'.repeat(25));
    expect(foldLine('語'.repeat(26))).toBe(`${'語'.repeat(25)}\r\n 語`);
  });
});

describe('calendarFile', () => {
  it.each([
    ['Japanese', japanese],
    ['Arabic', arabic],
  ])('writes a %s title and description in lines of at most 75 octets', (_, text) => {
    const ics = calendarFile({ ...entry, title: text, description: `${text}\n${text}`, location: text });
    expectFolded(ics);
    const unfolded = unfoldLines(ics);
    expect(unfolded).toContain(`SUMMARY:${text}\r\n`);
    expect(unfolded).toContain(`DESCRIPTION:${text}\\n${text}\r\n`);
    expect(unfolded).toContain(`LOCATION:${text}\r\n`);
  });

  it('writes a length when no end is given, and a cancelled entry as cancelled', () => {
    const text = unfoldLines(
      calendarFile({ ...entry, endsAt: undefined, durationMinutes: 45, cancelled: true, title: 'x' }),
    );
    expect(text).toContain('DURATION:PT45M');
    expect(text).not.toContain('DTEND');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('METHOD:PUBLISH');
  });
});
