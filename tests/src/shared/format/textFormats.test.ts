import { formatPhone, isValidPhone, toE164 } from '../../../../src/shared/format/formatPhone.ts';
import { contactText } from '../../../../src/shared/format/contactText.ts';
import { isValidUrl } from '../../../../src/shared/format/isValidUrl.ts';
import { isLegacyPage } from '../../../../src/shared/format/isLegacyPage.ts';
import { ageInYears } from '../../../../src/shared/format/ageInYears.ts';

describe('formatPhone', () => {
  test.each<[string | null | undefined, string | null | undefined, string]>([
    ['1234567890', undefined, '(123) 456-7890'],
    ['1234567890', '42', '(123) 456-7890 x42'],
    ['123-456-7890', null, '(123) 456-7890'],
    ['(123) 456 7890', ' ', '(123) 456-7890'],
    ['+44 20 7946 0958', undefined, '+44 20 7946 0958'],
    ['12345', '9', '12345 x9'],
    ['', '9', ''],
    [null, undefined, ''],
  ])('%j ext %j → %j', (phone, ext, expected) => {
    expect(formatPhone(phone, ext, 'US')).toBe(expected);
  });

  test.each<[string, string, string]>([
    ['+16175550100', 'US', '(617) 555-0100'],
    ['612345678', 'ES', '612 34 56 78'],
    ['+34612345678', 'ES', '612 34 56 78'],
    ['2079460900', 'GB', '020 7946 0900'],
    ['+442079460900', 'GB', '020 7946 0900'],
    ['0155501234', 'FR', '01 55 50 12 34'],
    ['+34612345678', 'FR', '+34 612 34 56 78'],
    ['+16175550100', 'GB', '(617) 555-0100'],
  ])('%s in a clinic of %s → %s', (phone, country, expected) => {
    expect(formatPhone(phone, null, country)).toBe(expected);
  });
});

describe('isValidPhone (the clinic country decides)', () => {
  test.each<[string, string, boolean]>([
    ['612 34 56 78', 'ES', true],
    ['12345678', 'ES', false],
    ['012345678', 'ES', false],
    ['(617) 555-0199', 'US', true],
    ['1234567890', 'US', false],
    ['617-555-01', 'US', false],
    ['07400 123456', 'GB', true],
    ['+44 7400 123456', 'US', true],
    ['01 55 50 12 34', 'FR', true],
    ['612 34 56 78 ext 3', 'ES', false],
    ['+1 416 555 0123', 'US', true],
    ['+1 123 555 0123', 'US', false],
    ['+33 1 55 50 12 34', 'ES', true],
    ['+33 1 55 50', 'ES', false],
  ])('%s in %s → %s', (phone, country, valid) => {
    expect(isValidPhone(phone, country)).toBe(valid);
  });

  // The SPA knows the clinics' calling codes only: another country's number, written with '+', is
  // checked for its length here and fully by the API.
  test.each<[string, boolean, string]>([
    ['+49 30 1234567', true, '+49301234567'],
    ['+81 3-1234-5678', true, '+81312345678'],
    ['+49 301', false, '+49 301'],
    ['+49 3012 3456 7890 1234', false, '+49 3012 3456 7890 1234'],
  ])('%s of another country → %s, stored as %s', (phone, valid, stored) => {
    expect(isValidPhone(phone, 'ES')).toBe(valid);
    expect(toE164(phone, 'ES')).toBe(valid ? stored : phone);
    expect(formatPhone(phone, null, 'ES')).toBe(phone);
  });
});

describe('contactText', () => {
  const all = { dispositionContactEmail: 'donate@clinic.test', billingContactPhone: '5551234567', billingContactPhoneExt: '12', phone: '5550000000' };
  test.each([
    ['prefers the disposition e-mail', all, 'donate@clinic.test'],
    ['then the billing phone with extension', { ...all, dispositionContactEmail: '  ' }, '(555) 123-4567 x12'],
    ['billing phone without extension', { ...all, dispositionContactEmail: null, billingContactPhoneExt: null }, '(555) 123-4567'],
    ['then the phone', { ...all, dispositionContactEmail: null, billingContactPhone: '' }, '(555) 000-0000'],
    ['nothing', { dispositionContactEmail: null, billingContactPhone: null, phone: null }, ''],
  ])('%s', (_why, contact, expected) => {
    expect(contactText(contact, 'US')).toBe(expected);
  });
  test('no contact', () => {
    expect(contactText(null, 'US')).toBe('');
  });
});

describe('isValidUrl', () => {
  test.each([
    ['https://clinic.example/page', true],
    ['http://localhost:8080/x?y=1', true],
    ['HTTPS://CLINIC.EXAMPLE', true],
    ['ftp://clinic.example', false],
    ['javascript:alert(1)', false],
    ['clinic.example', false],
    ['https://', false],
    ['http://exa mple.com', false],
    ['https://[::1', false],
    ['', false],
    [null, false],
  ])('%j → %s', (text, expected) => {
    expect(isValidUrl(text)).toBe(expected);
  });
});

describe('isLegacyPage', () => {
  test.each([
    ['https://clinic.example/Member/Home.aspx', true],
    ['https://clinic.example/page.ASPX', true],
    ['https://clinic.example/page.aspx?id=3#x', true],
    ['/legacy/default.aspx', true],
    ['https://clinic.example/page.aspx/next', false],
    ['https://clinic.example/aspx', false],
    ['https://clinic.example/page.html', false],
    [null, false],
  ])('%j → %s', (url, expected) => {
    expect(isLegacyPage(url)).toBe(expected);
  });
});

describe('ageInYears', () => {
  test.each<[string, string, number | null]>([
    ['1990-06-15', '2026-06-15', 36],
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-12-31', 36],
    ['1990-06-15', '2026-01-01', 35],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
    ['2000-02-29', '2024-02-29', 24],
    ['2026-06-15', '2026-06-15', 0],
    ['1990-06-15T23:30:00-05:00', '2026-06-15', 36],
    ['2027-01-01', '2026-06-15', null],
    ['not a date', '2026-06-15', null],
    ['2001-02-29', '2026-06-15', null],
    ['1990-13-01', '2026-06-15', null],
    ['1990-06-15T10:00:00Z', '2026-06-15T08:00:00+02:00', 36],
  ])('born %s, at %s → %j', (birth, at, expected) => {
    expect(ageInYears(birth, at)).toBe(expected);
  });

  test('accepts Date objects and defaults `at` to today', () => {
    expect(ageInYears(new Date(1990, 5, 15), new Date(2026, 5, 14))).toBe(35);
    expect(ageInYears('1900-01-01')).toBeGreaterThan(120);
    expect(ageInYears(null)).toBeNull();
  });
});
