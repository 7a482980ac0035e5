import { parseAmount } from '../../../../src/shared/format/parseAmount.ts';
import { formatAmount } from '../../../../src/shared/format/formatAmount.ts';

// Intl uses no-break spaces in fr/es; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('parseAmount', () => {
  test.each<[string | number | null | undefined, number | null]>([
    ['1234.56', 1234.56],
    ['$1,234.56', 1234.56],
    ['1.234,56 €', 1234.56],
    ['1,234,567.89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ['12,5', 12.5],
    ['-12,50', -12.5],
    ['-$1,234.50', -1234.5],
    ['£ 250', 250],
    ['0', 0],
    [42, 42],
    // A lone comma is the decimal separator even where it groups thousands; more than one makes no number.
    ['1,234', 1.234],
    ['1,234,567', null],
    ['1.234.567', null],
    ['12-3', null],
    ['-', null],
    ['', null],
    ['abc', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
});

describe('formatAmount', () => {
  test.each<[string | number | null, string, string, string, string]>([
    [1234.5, 'en-US', 'USD', '$', '$1,234.50'],
    [-1234.5, 'en-US', 'USD', '$', '($1,234.50)'],
    [-12.5, 'en-GB', 'GBP', '£', '(£12.50)'],
    [250, 'en-GB', 'GBP', '£', '£250.00'],
    [-1234.5, 'es', 'EUR', '€', '-1234,50 €'],
    [-1234.5, 'es-ES', 'EUR', '€', '-1234,50 €'],
    [1234.5, 'fr', 'EUR', '€', '1 234,50 €'],
    [-1234.5, 'fr-FR', 'EUR', '€', '(1 234,50 €)'],
    ['-1.234,50', 'fr', 'EUR', '€', '(1 234,50 €)'],
    ['$1,234.50', 'en-US', 'USD', '$', '$1,234.50'],
    [0, 'en-US', 'USD', '$', '$0.00'],
  ])('%j in %s %s → %j', (value, culture, code, symbol, expected) => {
    expect(plain(formatAmount(value, culture, code, symbol))).toBe(expected);
  });

  test.each<[string | number | null | undefined, string]>([
    ['abc', '€0.00'],
    [null, '€0.00'],
    [undefined, '€0.00'],
    [Number.NaN, '€0.00'],
  ])('not a number (%j) → symbol followed by 0.00', (value, expected) => {
    expect(formatAmount(value, 'fr', 'EUR', '€')).toBe(expected);
  });

  test('an unknown currency code keeps the amount with the clinic symbol, negatives in parentheses', () => {
    expect(formatAmount(-5, 'en-US', 'NOT-A-CODE', '¤')).toBe('(¤5.00)');
    expect(formatAmount(5, 'en-US', '', '¤')).toBe('¤5.00');
  });
});
