// The one reading of a failed call: sub-code before kind before status, no answer and anything else
// as the table's fallbacks, and a feature's own words (the server's detail) where its table asks.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../src/services/http/ApiError';
import { pickProblem, problemMessage, type MessageTable } from '../../../src/shared/problemMessage';

// The key itself stands in for the translated words; the keys are a feature's (a table names its own).
const t = ((key: string) => `<${key}>`) as unknown as TFunction<'dispositions'>;

const table: MessageTable<'dispositions'> = {
  subCodes: { 4: 'signError.notYetEligible' },
  kinds: { 'terms-mismatch': 'signError.notAllowed' },
  statuses: { 404: 'signError.notFound', 409: 'signError.alreadyExploring', 422: (error) => error.detail },
  offline: 'signError.network',
  unknown: 'signError.unknown',
};

describe('problemMessage', () => {
  it.each([
    ['a sub-code before its status', new ApiError({ status: 422, title: 'x', subCode: 4 }), '<signError.notYetEligible>'],
    ['a kind before its status', new ApiError({ status: 409, title: 'x', kind: 'terms-mismatch' }), '<signError.notAllowed>'],
    ['a status', new ApiError({ status: 404, title: 'x' }), '<signError.notFound>'],
    ['a kind the table does not name, by its status', new ApiError({ status: 409, title: 'x', kind: 'item-changed' }), '<signError.alreadyExploring>'],
    ['no answer', new ApiError({ status: 0, title: 'NetworkError', detail: 'timeout of 60000ms exceeded' }), '<signError.network>'],
    ['a cancelled call', new ApiError({ status: 0, title: 'Aborted', aborted: true }), '<signError.network>'],
    ['an answer the table does not name', new ApiError({ status: 500, title: 'x' }), '<signError.unknown>'],
    ['a failure that is not a call’s', new Error('boom'), '<signError.unknown>'],
    ['nothing at all', undefined, '<signError.unknown>'],
  ])('words %s', (_case, error, expected) => {
    expect(problemMessage(error, table, t)).toBe(expected);
  });

  it('gives the feature’s own words for an answer, or its fallback when it has none', () => {
    expect(problemMessage(new ApiError({ status: 422, title: 'x', detail: 'The couple has a balance due.' }), table, t)).toBe('The couple has a balance due.');
    expect(problemMessage(new ApiError({ status: 422, title: 'x' }), table, t)).toBe('<signError.unknown>');
  });

  it('uses the table’s rule for any other answer before its fallback', () => {
    const withOtherwise: MessageTable<'dispositions'> = { ...table, otherwise: (error) => error.title };
    expect(problemMessage(new ApiError({ status: 500, title: 'Server said so' }), withOtherwise, t)).toBe('Server said so');
    expect(problemMessage(new Error('boom'), withOtherwise, t)).toBe('<signError.unknown>');
  });
});

describe('pickProblem', () => {
  it('returns whatever the table holds, so a feature can act on the kind of failure too', () => {
    const kinds = { statuses: { 429: 'rateLimited' as const }, offline: 'network' as const, unknown: 'unavailable' as const };
    expect(pickProblem(new ApiError({ status: 429, title: 'x' }), kinds)).toBe('rateLimited');
    expect(pickProblem(new ApiError({ status: 0, title: 'x' }), kinds)).toBe('network');
    expect(pickProblem(new ApiError({ status: 503, title: 'x' }), kinds)).toBe('unavailable');
  });
});
