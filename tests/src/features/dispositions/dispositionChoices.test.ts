import { createHash } from 'node:crypto';
import { bestStanding, itemStanding, nameMatches, offeredOptions, pursuedOption } from '../../../../contract/domain/dispositionChoices';
import type { TFunction } from 'i18next';
import { dispositionProblems } from '../../../../src/features/dispositions/dispositionProblems';
import { problemMessage } from '../../../../src/shared/problemMessage';
import { computeTermsHash } from '../../../../contract/domain/termsHash';
import { ApiError } from '../../../../src/services/http/ApiError';
import { TERMS_BODY } from '../support/renderWithServices';

const NOW = Date.parse('2026-01-31T00:00:00Z');
const item = (state: string, frozenOn = '2025-01-01T00:00:00Z', prefix = 'ICR') => ({ statusId: `${prefix}-${state}`.padEnd(24, '-'), frozenOn });
const context = { thawLimitHours: 720, now: NOW };

describe('offeredOptions', () => {
  const donate = ['donate-to-another-couple', 'donate-anonymously'] as const;
  const flags = { relatesToOpenclosedDonation: true, relatesToAnonymousDonation: true };

  it.each([
    ['clinic flag on, open privacy', { openClosedDonation: true, privacyAnonymous: false }, ['donate-to-another-couple', 'donate-anonymously']],
    ['clinic flag off', { openClosedDonation: false, privacyAnonymous: false }, ['donate-anonymously']],
    ['anonymous privacy type', { openClosedDonation: true, privacyAnonymous: true }, ['donate-anonymously']],
  ])('%s', (_label, offer, expected) => {
    expect(offeredOptions(donate, flags, offer)).toEqual(expected);
  });

  it('follows the page flags and keeps the other options', () => {
    const offer = { openClosedDonation: true, privacyAnonymous: false };
    expect(offeredOptions(donate, { relatesToOpenclosedDonation: false, relatesToAnonymousDonation: true }, offer)).toEqual(['donate-anonymously']);
    expect(offeredOptions(['thaw-and-discard'], null, offer)).toEqual(['thaw-and-discard']);
  });
});

describe('itemStanding', () => {
  it.each([
    ['CRYC', 'donate-to-science', 'eligible'],
    ['CRYL', 'use-your-own', 'eligible'],
    ['UNCF', 'donate-to-science', 'unavailable'],
    ['ESCI', 'donate-to-science', 'pursuing'],
    ['ESCI', 'thaw-and-discard', 'unavailable'],
    ['EDIV', 'donate-to-another-couple', 'pursuing'],
    ['ADIV', 'donate-to-another-couple', 'pursuing'],
    ['DSCI', 'donate-to-science', 'unavailable'],
  ] as const)('an embryo item in %s for %s is %s', (state, option, kind) => {
    expect(itemStanding(item(state), option, context).kind).toBe(kind);
  });

  it('lets the member withdraw from an exploring state but not from the clinic’s anonymous donation', () => {
    expect(itemStanding(item('EDIV'), 'donate-anonymously', context)).toEqual({ kind: 'pursuing', canWithdraw: true });
    expect(itemStanding(item('ADIV'), 'donate-to-another-couple', context)).toEqual({ kind: 'pursuing', canWithdraw: false });
  });

  it('knows egg items have no donation state but may explore using their own (ADR 0003)', () => {
    expect(itemStanding(item('CRYC', undefined, 'GCR'), 'donate-to-science', context).kind).toBe('unavailable');
    expect(itemStanding(item('CRYC', undefined, 'GCR'), 'donate-to-another-couple', context).kind).toBe('unavailable');
    expect(itemStanding(item('CRYC', undefined, 'GCR'), 'use-your-own', context).kind).toBe('eligible');
    expect(itemStanding(item('CRYC', undefined, 'GCR'), 'thaw-and-discard', context).kind).toBe('eligible');
  });

  it('gives the date a young item becomes eligible for thaw and discard', () => {
    expect(itemStanding(item('CRYC', '2026-01-20T00:00:00Z'), 'thaw-and-discard', context)).toEqual({ kind: 'notYetEligible', eligibleFrom: Date.parse('2026-02-19T00:00:00Z') });
    expect(itemStanding(item('CRYC', '2026-01-20T00:00:00Z'), 'thaw-and-discard', { thawLimitHours: null, now: NOW }).kind).toBe('eligible');
  });

  it('picks the best standing across options', () => {
    expect(bestStanding(item('CRYC', '2026-01-20T00:00:00Z'), ['thaw-and-discard', 'donate-to-science'], context).kind).toBe('eligible');
  });

  it('names the option a decision in progress belongs to', () => {
    expect(pursuedOption(item('ETHD').statusId)).toBe('thaw-and-discard');
    expect(pursuedOption(item('ADIV').statusId)).toBe('donate-anonymously');
    expect(pursuedOption(item('CRYC').statusId)).toBeNull();
  });
});

describe('nameMatches', () => {
  it.each([
    ['Carol Couple', true],
    ['  carol   COUPLE ', true],
    ['Carol', false],
    ['Carol Smith', false],
    ['', false],
  ])('%j → %s', (typed, expected) => {
    expect(nameMatches(typed, 'Carol', 'Couple')).toBe(expected);
  });
});

describe('dispositionProblems', () => {
  // The key itself stands in for the translated words.
  const t = ((key: string) => key) as unknown as TFunction<'dispositions'>;
  const error = (status: number, subCode?: number) => new ApiError({ status, title: 't', subCode });
  it.each([
    [error(422, 4), 'notYetEligible'],
    [error(409), 'alreadyExploring'],
    [error(422), 'notAllowed'],
    [error(403), 'readOnly'],
    [error(404), 'notFound'],
    [error(0), 'network'],
    [error(503, 7), 'maintenance'],
    [new Error('boom'), 'unknown'],
  ])('%s → %s', (failure, key) => {
    expect(problemMessage(failure, dispositionProblems.signError, t)).toBe(`signError.${key}`);
    expect(problemMessage(failure, dispositionProblems.withdrawError, t)).toBe(`withdrawError.${key}`);
  });
});

describe('computeTermsHash', () => {
  it('is the SHA-256 hex of the terms document as JSON', async () => {
    const expected = createHash('sha256').update(JSON.stringify(TERMS_BODY)).digest('hex');
    await expect(computeTermsHash(TERMS_BODY)).resolves.toBe(expected);
  });
});
