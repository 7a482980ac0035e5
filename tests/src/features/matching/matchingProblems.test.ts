import type { TFunction } from 'i18next';
import { ApiError } from '../../../../src/services/http/ApiError.ts';
import { toApiError, type HttpFailure } from '../../../../src/services/http/createHttpClient.ts';
import { KNOWN_KINDS, matchingProblems } from '../../../../src/features/matching/matchingProblems.ts';
import { problemMessage } from '../../../../src/shared/problemMessage.ts';
import { matchingStrings } from '../../../../src/features/matching/matchingStrings.ts';
import { featureNamespaces } from '../../support/namespaces';

// The key itself stands in for the translated words.
const t = ((key: string) => key) as unknown as TFunction<'matching'>;

function problemAnswer(status: number, body: Record<string, unknown>): HttpFailure {
  return { response: { status, statusText: '', headers: { get: () => null }, data: body } };
}

describe('matchingProblems', () => {
  it('reads the problem kind from its type and words it in the member’s language', () => {
    const error = toApiError(
      problemAnswer(409, { type: 'urn:cryo-portal:problem:embryos-already-reserved', title: 'Embryos already reserved', status: 409, detail: 'English detail', requestId: 'r1' }),
    );
    expect(error.kind).toBe('embryos-already-reserved');
    expect(problemMessage(error, matchingProblems, t)).toBe('errors.kinds.embryos-already-reserved');
  });

  it('falls back to the server’s detail for a refusal it has no words for', () => {
    const error = new ApiError({ status: 409, title: 'Not eligible', detail: 'The couple has a balance due.', kind: 'donation-contract-ineligible' });
    expect(problemMessage(error, matchingProblems, t)).toBe('The couple has a balance due.');
  });

  it('words a photo over the size limit even without a kind', () => {
    expect(problemMessage(new ApiError({ status: 413, title: 'Payload Too Large' }), matchingProblems, t)).toBe('errors.kinds.photo-too-large');
  });

  it('has the words of every known kind in all four languages', () => {
    const languages = featureNamespaces().find((namespace) => namespace.strings === matchingStrings)?.languages ?? {};
    for (const [locale, strings] of Object.entries(languages)) {
      for (const kind of [...KNOWN_KINDS, 'photo-too-large']) {
        const kinds = (strings as { errors: { kinds: Record<string, unknown> } }).errors.kinds;
        expect([locale, kind, typeof kinds[kind]]).toEqual([locale, kind, 'string']);
      }
    }
  });
});
