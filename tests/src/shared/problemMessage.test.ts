// The one reading of a failed call: sub-code before kind before status, no answer and anything else
// as the table's fallbacks, and a feature's own words (the server's detail) where its table asks.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../src/services/http/ApiError';
import { pickProblem, problemMessage, type MessageTable } from '../../../src/shared/problemMessage';

// The key itself stands in for the translated words.
const t = ((key: string) => `<${key}>`) as unknown as TFunction;

const table: MessageTable = {
  subCodes: { 4: 'tooEarly' },
  kinds: { 'terms-mismatch': 'terms' },
  statuses: { 404: 'gone', 409: 'changed', 422: (error) => error.detail },
  offline: 'network',
  unknown: 'generic',
};

describe('problemMessage', () => {
  it.each([
    ['a sub-code before its status', new ApiError({ status: 422, title: 'x', subCode: 4 }), '<tooEarly>'],
    ['a kind before its status', new ApiError({ status: 409, title: 'x', kind: 'terms-mismatch' }), '<terms>'],
    ['a status', new ApiError({ status: 404, title: 'x' }), '<gone>'],
    ['a kind the table does not name, by its status', new ApiError({ status: 409, title: 'x', kind: 'item-changed' }), '<changed>'],
    ['no answer', new ApiError({ status: 0, title: 'NetworkError', detail: 'timeout of 60000ms exceeded' }), '<network>'],
    ['a cancelled call', new ApiError({ status: 0, title: 'Aborted', aborted: true }), '<network>'],
    ['an answer the table does not name', new ApiError({ status: 500, title: 'x' }), '<generic>'],
    ['a failure that is not a call’s', new Error('boom'), '<generic>'],
    ['nothing at all', undefined, '<generic>'],
  ])('words %s', (_case, error, expected) => {
    expect(problemMessage(error, table, t)).toBe(expected);
  });

  it('gives the feature’s own words for an answer, or its fallback when it has none', () => {
    expect(problemMessage(new ApiError({ status: 422, title: 'x', detail: 'The couple has a balance due.' }), table, t)).toBe('The couple has a balance due.');
    expect(problemMessage(new ApiError({ status: 422, title: 'x' }), table, t)).toBe('<generic>');
  });

  it('uses the table’s rule for any other answer before its fallback', () => {
    const withOtherwise: MessageTable = { ...table, otherwise: (error) => error.title };
    expect(problemMessage(new ApiError({ status: 500, title: 'Server said so' }), withOtherwise, t)).toBe('Server said so');
    expect(problemMessage(new Error('boom'), withOtherwise, t)).toBe('<generic>');
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
