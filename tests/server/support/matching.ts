// Helpers of the matching-site tests: building a donor couple's profile step by step, and
// calling the matching-site routes as a signed-in member.
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { ChoosablePrivacyType, OwnMatchingProfile } from '../../../contract/api/matching-site.ts';
import { bearer, type TestApp } from './test-app.ts';

export interface Session {
  accessToken: string;
  memberId: number;
}

export function matchingCall(t: TestApp, session: Session, path: string, query: Record<string, string | number | boolean> = {}): Promise<LightMyRequestResponse> {
  const stringQuery = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return t.inject({ method: 'GET', url: `/api/Members/${session.memberId}/MatchingSite/${path}`, query: stringQuery, headers: bearer(session.accessToken) });
}

export function saveStep(t: TestApp, session: Session, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'PUT',
    url: `/api/Members/${session.memberId}/MatchingSite/UpdateMatchingProfile`,
    headers: { ...bearer(session.accessToken), 'if-match': '*' },
    payload: body,
  });
}

export const coupleStep = {
  step: 'couple',
  coupleInformation: { firstName: 'Carol', partnerFirstName: 'Daniel', city: 'Quincy', aboutUs: 'We love the sea.', occupation: 'Architect' },
  attributes: { residenceState: 'MA', birthYear: 1984, heightCm: 170, eyeColor: 'Green', hairColor: 'Brown', race: 'White', religion: 'None', education: "Master's degree" },
};

/** Every step after privacy, in order (the letter with a custom description that waits for approval). */
export const laterSteps: Record<string, unknown>[] = [
  coupleStep,
  { step: 'considerations', considerations: { openToContact: true, siblingsWelcome: true, contactPreference: 'letters' } },
  { step: 'medical', medicalInformation: { geneticTesting: 'carrier-screening', familyHistory: 'Nothing significant' } },
  { step: 'letter', letter: 'We hope our embryos bring you the joy our children bring us.', customDescription: 'We met at sailing school.' },
  { step: 'photos' },
];

/** PUT OfferedFreezes: the donor couple offers exactly these freeze events (If-Match: *). */
export function offerFreezes(t: TestApp, session: Session, freezeIds: number[], ifMatch = '*'): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'PUT',
    url: `/api/Members/${session.memberId}/MatchingSite/OfferedFreezes`,
    headers: { ...bearer(session.accessToken), 'if-match': ifMatch },
    payload: { freezeIds },
  });
}

/** Saves every step in order and returns the final profile. */
export async function buildProfile(t: TestApp, session: Session, privacyTypeId: ChoosablePrivacyType): Promise<OwnMatchingProfile> {
  let last: LightMyRequestResponse | undefined;
  for (const body of [{ step: 'privacy', privacyTypeId }, ...laterSteps]) {
    last = await saveStep(t, session, body);
    assert.equal(last.statusCode, 200, last.body);
  }
  assert.ok(last);
  return last.json<OwnMatchingProfile>();
}

/** The text shown by an uncompressed PDF: the hex strings of its TJ operators, one line per operator. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, operands = ''] of source.matchAll(/\[(.*?)\] TJ/g)) {
    lines.push([...operands.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}
