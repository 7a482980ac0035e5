import { formatDate } from '../../../../src/shared/format/formatDate.ts';
import { formatAppointment, formatDateTime } from '../../../../src/shared/format/formatDateTime.ts';

describe('formatDate (DD MMMM, YYYY)', () => {
  test.each([
    ['2024-02-09', 'en-US', undefined, '09 February, 2024'],
    ['2024-02-29', 'en-GB', 'Europe/London', '29 February, 2024'],
    ['2024-02-09', 'es', undefined, '9 de febrero de 2024'],
    ['2024-02-09', 'fr', undefined, '9 février 2024'],
    ['2026-11-24', 'es', 'Europe/Madrid', '24 de noviembre de 2026'],
    ['2026-11-24', 'fr', 'Europe/Paris', '24 novembre 2026'],
    ['2024-02-09T23:30:00Z', 'en-US', 'America/New_York', '09 February, 2024'],
    ['2024-02-09T23:30:00Z', 'en-GB', 'Europe/Paris', '10 February, 2024'],
    ['2024-02-09', 'en-US', 'Pacific/Kiritimati', '09 February, 2024'],
  ])('%s in %s (%s) → %s', (iso, locale, zone, expected) => {
    expect(formatDate(iso, locale, zone)).toBe(expected);
  });

  test('Date and epoch inputs', () => {
    expect(formatDate(new Date(Date.UTC(2024, 0, 5, 12)), 'en-US', 'UTC')).toBe('05 January, 2024');
    expect(formatDate(Date.UTC(2024, 0, 5, 12), 'en-US', 'UTC')).toBe('05 January, 2024');
  });

  test.each([[null], [undefined], [''], ['not a date'], ['2024-02-30']])('%j → empty text', (value) => {
    expect(formatDate(value, 'en-US')).toBe('');
  });
});

describe('formatDateTime (DD MMMM, YYYY HH:mm:ss)', () => {
  test.each([
    ['2024-02-09T15:04:05Z', 'en-US', 'UTC', '09 February, 2024 03:04:05 PM'],
    ['2024-02-09T00:04:05Z', 'en-US', 'UTC', '09 February, 2024 12:04:05 AM'],
    ['2024-02-09T12:00:00Z', 'en-US', 'UTC', '09 February, 2024 12:00:00 PM'],
    ['2024-02-09T15:04:05Z', 'en-GB', 'UTC', '09 February, 2024 15:04:05'],
    ['2024-02-09T15:04:05Z', 'en-GB', 'Europe/London', '09 February, 2024 15:04:05'],
    ['2024-07-09T15:04:05Z', 'en-GB', 'Europe/London', '09 July, 2024 16:04:05'],
    ['2024-02-09T15:04:05Z', 'fr', 'UTC', '9 février 2024 à 15:04:05'],
    ['2024-02-09T15:04:05Z', 'es', 'Europe/Madrid', '9 de febrero de 2024 a las 16:04:05'],
    ['2024-02-09T15:04:05', 'en-US', 'UTC', '09 February, 2024 03:04:05 PM'],
  ])('%s in %s (%s) → %s', (iso, locale, zone, expected) => {
    expect(formatDateTime(iso, locale, zone)).toBe(expected);
  });

  test('Spanish and French keep their 24-hour clock: no "p. m." to end a sentence on', () => {
    expect(formatDateTime('2024-02-09T21:04:05Z', 'es', 'UTC', { seconds: false })).toBe('9 de febrero de 2024 a las 21:04');
    expect(formatDateTime('2024-02-09T21:04:05Z', 'fr', 'UTC', { seconds: false })).toBe('9 février 2024 à 21:04');
  });

  test('an unknown zone shows the time in UTC rather than nothing', () => {
    expect(formatDateTime('2024-02-09T15:04:05Z', 'en-GB', 'Mars/Olympus')).toBe('09 February, 2024 15:04:05');
  });

  test('invalid → empty text', () => {
    expect(formatDateTime('nope', 'en-US')).toBe('');
  });
});

describe('formatAppointment (weekday, time without seconds, clinic zone)', () => {
  test.each([
    ['2026-11-24T20:30:00Z', 'en-US', 'America/New_York', 'Tuesday, 24 November, 2026 03:30 PM EST'],
    ['2026-11-24T15:30:00Z', 'en-GB', 'Europe/London', 'Tuesday, 24 November, 2026 15:30 GMT'],
    ['2026-07-14T15:30:00Z', 'en-GB', 'Europe/London', 'Tuesday, 14 July, 2026 16:30 BST'],
    ['2026-11-24T15:30:00Z', 'es', 'Europe/Madrid', 'martes, 24 de noviembre de 2026, 16:30 CET'],
    ['2026-11-24T15:30:00Z', 'fr', 'Europe/Paris', 'mardi 24 novembre 2026 à 16:30 UTC+1'],
  ])('%s in %s (%s) → %s', (iso, locale, zone, expected) => {
    expect(formatAppointment(iso, locale, zone)).toBe(expected);
  });
});
