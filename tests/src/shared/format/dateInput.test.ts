import { daysInMonth, isLeapYear, isValidDateInput, parseDateInput, toIsoDate } from '../../../../src/shared/format/parseDateInput.ts';
import { isValidDateTimeInput, parseDateTimeInput } from '../../../../src/shared/format/parseDateTimeInput.ts';
import { dateInputPattern, dateOrderFor, uses24HourClock } from '../../../../src/shared/format/regionMask.ts';

describe('region mask', () => {
  test.each([
    ['en-US', 'MDY', false, 'MM/DD/YYYY'],
    ['en', 'MDY', false, 'MM/DD/YYYY'],
    ['', 'MDY', false, 'MM/DD/YYYY'],
    ['en-GB', 'DMY', true, 'DD/MM/YYYY'],
    ['en_gb', 'DMY', true, 'DD/MM/YYYY'],
    ['es', 'DMY', false, 'DD/MM/YYYY'],
    ['fr', 'DMY', false, 'DD/MM/YYYY'],
  ])('%j reads %s, 24-hour %s, pattern %s', (mask, order, h24, pattern) => {
    expect(dateOrderFor(mask)).toBe(order);
    expect(uses24HourClock(mask)).toBe(h24);
    expect(dateInputPattern(mask)).toBe(pattern);
  });
});

describe('parseDateInput', () => {
  test.each([
    ['02/29/2024', 'en-US', { year: 2024, month: 2, day: 29 }],
    ['29/02/2024', 'en-GB', { year: 2024, month: 2, day: 29 }],
    ['31/12/1999', 'es', { year: 1999, month: 12, day: 31 }],
    ['01/02/2000', 'fr', { year: 2000, month: 2, day: 1 }],
    ['01/02/2000', 'en-US', { year: 2000, month: 1, day: 2 }],
    ['29/02/2000', 'en-GB', { year: 2000, month: 2, day: 29 }],
  ])('%s in %s', (text, mask, parts) => {
    expect(parseDateInput(text, mask)).toEqual(parts);
    expect(isValidDateInput(text, mask)).toBe(true);
  });

  test.each([
    ['leap day in a common year', '02/29/2023', 'en-US'],
    ['leap day in a century that is not a leap year', '02/29/1900', 'en-US'],
    ['31 April', '04/31/2024', 'en-US'],
    ['31 April (day first)', '31/04/2024', 'en-GB'],
    ['month 13', '13/01/2024', 'en-US'],
    ['month 0', '00/10/2024', 'en-US'],
    ['day 0', '01/00/2024', 'en-US'],
    ['US order in a day-first mask', '12/31/2024', 'en-GB'],
    ['single-digit parts (not 10 characters)', '2/9/2024', 'en-US'],
    ['two-digit year', '02/09/24', 'en-US'],
    ['dashes', '02-09-2024', 'en-US'],
    ['ISO order', '2024/02/09', 'en-US'],
    ['trailing space', '02/09/2024 ', 'en-US'],
    ['letters', 'ab/cd/efgh', 'en-US'],
    ['empty', '', 'en-US'],
  ])('rejects %s: %j (%s)', (_why, text, mask) => {
    expect(parseDateInput(text, mask)).toBeNull();
    expect(isValidDateInput(text, mask)).toBe(false);
  });

  test('null and undefined are not dates', () => {
    expect(isValidDateInput(null, 'en-US')).toBe(false);
    expect(isValidDateInput(undefined, 'en-US')).toBe(false);
  });

  test.each([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
  ])('isLeapYear(%i) is %s', (y, leap) => {
    expect(isLeapYear(y)).toBe(leap);
  });
  test.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2024, 4, 30],
    [2024, 12, 31],
    [2024, 13, 0],
  ])('daysInMonth(%i, %i) is %i', (y, m, d) => {
    expect(daysInMonth(y, m)).toBe(d);
  });
  test('toIsoDate pads', () => {
    expect(toIsoDate({ year: 2024, month: 2, day: 9 })).toBe('2024-02-09');
  });
});

describe('parseDateTimeInput', () => {
  test.each([
    ['02/09/2024 3:05 PM', 'en-US', 15, 5],
    ['02/09/2024 03:05 pm', 'en-US', 15, 5],
    ['02/09/2024 3:05PM', 'en-US', 15, 5],
    ['02/09/2024 12:00 AM', 'en-US', 0, 0],
    ['02/09/2024 12:30 PM', 'en-US', 12, 30],
    ['02/09/2024 11:59 PM', 'en-US', 23, 59],
    ['09/02/2024 1:00 AM', 'es', 1, 0],
    ['09/02/2024 00:00', 'en-GB', 0, 0],
    ['09/02/2024 23:59', 'en-GB', 23, 59],
  ])('%s in %s → %i:%i', (text, mask, hour, minute) => {
    expect(parseDateTimeInput(text, mask)).toMatchObject({ hour, minute });
    expect(isValidDateTimeInput(text, mask)).toBe(true);
  });

  test.each([
    ['12-hour needs AM/PM', '02/09/2024 15:05', 'en-US'],
    ['hour 13 in 12-hour', '02/09/2024 13:05 PM', 'en-US'],
    ['hour 0 in 12-hour', '02/09/2024 0:05 AM', 'en-US'],
    ['one-digit minutes', '02/09/2024 3:5 PM', 'en-US'],
    ['minute 60', '02/09/2024 3:60 PM', 'en-US'],
    ['24-hour rejects AM/PM', '09/02/2024 3:05 PM', 'en-GB'],
    ['24-hour needs two-digit hours', '09/02/2024 3:05', 'en-GB'],
    ['hour 24', '09/02/2024 24:00', 'en-GB'],
    ['bad date', '02/30/2024 3:05 PM', 'en-US'],
    ['no time', '02/09/2024', 'en-US'],
    ['no space', '02/09/20243:05 PM', 'en-US'],
  ])('rejects %s: %j', (_why, text, mask) => {
    expect(isValidDateTimeInput(text, mask)).toBe(false);
  });
});
