import {
  STATUS_CODE_LENGTH,
  anonymousDonationSubOutcomes,
  isExploringDonation,
  isPursuing,
  parseStatus,
  statesByPrefix,
  statusCode,
  storedItemStatuses,
} from '../../../contract/domain/storedItemStatus.ts';
import type { DispositionOption } from '../../../contract/domain/dispositionOptions.ts';

describe('stored-item status table', () => {
  test('holds ICR (22 states + 7 ADIV sub-outcomes), 9 for GCR (with EUSE) and 8 each for SCR, TCR', () => {
    expect(storedItemStatuses.filter((s) => s.prefix === 'ICR')).toHaveLength(22 + 7);
    for (const p of ['SCR', 'TCR'] as const) {
      expect(
        storedItemStatuses
          .filter((s) => s.prefix === p)
          .map((s) => s.state)
          .sort(),
      ).toEqual(['CABN', 'COTH', 'CRYC', 'DTHD', 'DUSE', 'ETHD', 'TOFF', 'UNCF']);
    }
    expect(
      storedItemStatuses
        .filter((s) => s.prefix === 'GCR')
        .map((s) => s.state)
        .sort(),
    ).toEqual(['CABN', 'COTH', 'CRYC', 'DTHD', 'DUSE', 'ETHD', 'EUSE', 'TOFF', 'UNCF']);
  });

  test.each(storedItemStatuses.map((s) => [s.code, s] as const))('%s is 24 characters and round-trips', (code, s) => {
    expect(code).toHaveLength(STATUS_CODE_LENGTH);
    expect(code).toMatch(/^(ICR|GCR|SCR|TCR)-[A-Z]{4}(-[A-Z]{4})?-+$/);
    expect(statusCode(s.prefix, s.state, s.sub)).toBe(code);
    expect(parseStatus(code)).toBe(s);
    expect(s.i18nKey).toBe(`storedItemStatus.${s.prefix}.${s.key}`);
    expect(s.words.length).toBeGreaterThan(0);
  });

  test('codes, and keys within a prefix, are unique', () => {
    const codes = storedItemStatuses.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of Object.keys(statesByPrefix)) {
      const keys = storedItemStatuses.filter((s) => s.prefix === p).map((s) => s.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  test.each([
    ['ICR', 'EDON', undefined, 'ICR-EDON----------------'],
    ['ICR', 'EDIV', undefined, 'ICR-EDIV----------------'],
    ['ICR', 'ADIV', undefined, 'ICR-ADIV----------------'],
    ['ICR', 'ADIV', 'DSCI', 'ICR-ADIV-DSCI-----------'],
    ['GCR', 'ETHD', undefined, 'GCR-ETHD----------------'],
  ] as const)('statusCode(%s, %s, %s) is the spec code %s', (prefix, state, sub, code) => {
    expect(statusCode(prefix, state, sub)).toBe(code);
  });

  test.each([
    ['GCR', 'EDON', undefined],
    ['SCR', 'CRYL', undefined],
    ['ICR', 'EDON', 'DSCI'],
    ['ICR', 'ADIV', 'ESCI'],
  ] as const)('statusCode(%s, %s, %s) throws for a combination the table does not hold', (prefix, state, sub) => {
    expect(() => statusCode(prefix, state, sub as never)).toThrow(RangeError);
  });

  test.each([
    ['ICR-EDON----------------', 'exploring', 'exploringDonationToAnotherCouple'],
    ['ICR-ADIV-COTH-----------', 'closed', 'anonymousDonationToClinicClosedOther'],
    ['ICR-ADIV-DDON-----------', 'outcome', 'anonymousDonationToClinicDonatedToAnotherCouple'],
    ['ICR-EXLT----------------', 'base', 'exploringLongTermStorage'],
    ['ICR-NDIV----------------', 'denied', 'deniedAnonymousDonation'],
    ['TCR-CABN----------------', 'closed', 'closedAbandoned'],
  ])('%s is category %s, key %s', (code, category, key) => {
    expect(parseStatus(code)).toMatchObject({ category, key });
  });

  test('every ADIV sub-outcome exists for embryos only', () => {
    for (const sub of anonymousDonationSubOutcomes) expect(parseStatus(`ICR-ADIV-${sub}`)?.sub).toBe(sub);
    expect(parseStatus('GCR-ADIV-DSCI')).toBeNull();
  });

  test.each([
    [' icr-edon ', 'ICR-EDON----------------'],
    ['ICR-EDON', 'ICR-EDON----------------'],
  ])('parseStatus tolerates case, spaces and missing padding: %j', (input, code) => {
    expect(parseStatus(input)?.code).toBe(code);
  });

  test.each([[null], [undefined], [''], ['XXX-EDON'], ['ICR-ZZZZ'], ['ICR-EDON-----------------X'], ['SCR-EDON']])('parseStatus(%j) is null', (input) => {
    expect(parseStatus(input)).toBeNull();
  });
});

describe('derived rules (spec §4)', () => {
  const cases: [string, DispositionOption, boolean][] = [
    ['ICR-ESCI', 'donate-to-science', true],
    ['ICR-EDON', 'donate-to-another-couple', true],
    ['ICR-EDIV', 'donate-to-another-couple', true],
    ['ICR-ADIV', 'donate-to-another-couple', true],
    ['ICR-ADIV-DDON', 'donate-to-another-couple', false],
    ['ICR-EDIV', 'donate-anonymously', true],
    ['ICR-EDON', 'donate-anonymously', false],
    ['ICR-EUSE', 'use-your-own', true],
    ['ICR-ETHD', 'thaw-and-discard', true],
    ['SCR-ETHD', 'thaw-and-discard', true],
    ['ICR-DSCI', 'donate-to-science', false],
    ['ICR-CRYC', 'thaw-and-discard', false],
    ['ICR-ESCI', 'thaw-and-discard', false],
    ['nonsense', 'thaw-and-discard', false],
  ];
  test.each(cases)('isPursuing(%s, %s) is %s', (code, option, expected) => {
    expect(isPursuing(code, option)).toBe(expected);
  });

  test.each([
    ['ICR-EDON', true],
    ['ICR-EDIV', true],
    ['ICR-ADIV', true],
    ['ICR-ADIV-DSCI', false],
    ['ICR-DDON', false],
    ['ICR-ESCI', false],
    ['ICR-NDON', false],
    [null, false],
  ])('isExploringDonation(%s) is %s', (code, expected) => {
    expect(isExploringDonation(code)).toBe(expected);
  });
});
