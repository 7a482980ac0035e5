import { buildCalendarFile, escapeText, foldLine } from '../../../../src/features/appointments/buildCalendarFile';

const event = {
  uid: 'collection-50002-20261202T143000Z@thames.localhost',
  startUtc: '2026-12-02T14:30:00.000Z',
  durationMinutes: 120,
  summary: 'Collection appointment, Thames Fertility Centre',
  location: 'Thames Fertility Centre — Canary Wharf, 40 Bank Street, London E14 5NR',
  description: 'Collection #50002.\nBring photo ID; arrive 15 minutes early.',
  now: new Date('2026-11-23T19:00:05.123Z'),
};

describe('buildCalendarFile (RFC 5545)', () => {
  const file = buildCalendarFile(event);
  const lines = file.split('\r\n');

  test('one VEVENT inside a VCALENDAR, every line ended by CRLF and no bare LF', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
  });

  test('UID, DTSTAMP and start/end in UTC from the duration', () => {
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('DTSTAMP:20261123T190005Z');
    expect(lines).toContain('DTSTART:20261202T143000Z');
    expect(lines).toContain('DTEND:20261202T163000Z');
  });

  test('text is escaped and long lines are folded', () => {
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Collection appointment\\, Thames Fertility Centre');
    expect(unfolded).toContain('LOCATION:Thames Fertility Centre — Canary Wharf\\, 40 Bank Street\\, London E14 5NR');
    expect(unfolded).toContain('DESCRIPTION:Collection #50002.\\nBring photo ID\\; arrive 15 minutes early.');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  test.each([
    ['a;b', 'a\\;b'],
    ['a,b', 'a\\,b'],
    ['a\\b', 'a\\\\b'],
    ['a\r\nb', 'a\\nb'],
  ])('escapeText(%j) is %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });

  test('folding never splits a multi-byte character and keeps every octet', () => {
    const line = `LOCATION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });
});
