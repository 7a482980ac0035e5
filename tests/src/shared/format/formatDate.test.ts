import { formatDate } from '../../../../src/shared/format/formatDate.ts';
import { dateTimeDisplayFormat, formatDateTime } from '../../../../src/shared/format/formatDateTime.ts';

describe('formatDate (DD MMMM, YYYY)', () => {
  test.each([
    ['2024-02-09', 'en-US', undefined, '09 February, 2024'],
    ['2024-02-29', 'en-GB', 'Europe/London', '29 February, 2024'],
    ['2024-02-09', 'es', undefined, '09 febrero, 2024'],
    ['2024-02-09', 'fr', undefined, '09 février, 2024'],
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
    ['2024-02-09T15:04:05Z', 'fr', 'UTC', '09 février, 2024 03:04:05 PM'],
  ])('%s in %s (%s) → %s', (iso, locale, zone, expected) => {
    expect(formatDateTime(iso, locale, zone)).toBe(expected);
  });

  test('Spanish uses its own month name and meridiem', () => {
    expect(formatDateTime('2024-02-09T15:04:05Z', 'es', 'UTC')).toMatch(/^09 febrero, 2024 03:04:05 p\.\s?m\.$/);
  });

  test('format choice: 24-hour only for en-GB', () => {
    expect(dateTimeDisplayFormat('en-GB')).toBe('dd MMMM, yyyy HH:mm:ss');
    expect(dateTimeDisplayFormat('en-US')).toBe('dd MMMM, yyyy hh:mm:ss a');
    expect(dateTimeDisplayFormat('es')).toBe('dd MMMM, yyyy hh:mm:ss a');
  });

  test('invalid → empty text', () => {
    expect(formatDateTime('nope', 'en-US')).toBe('');
  });
});
