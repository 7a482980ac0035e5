// Captcha (spec §9 "a captcha plugin, its badge hidden"; issue 15): a self-hosted proof of work
// (ALTCHA). The API hands out HMAC-signed challenges that expire; the browser's widget finds the
// counter the challenge hides and sends the solution with the form. A solution is checked here
// (signature, expiry, the derived key through the key signature) and then recorded in the database
// so it works once, on whichever instance it arrives. Nothing is sent to a third party.
import { createHash, createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2Key } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveShaKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaSettings } from '../config.ts';
import type { Db } from '../db/database.ts';
import { deleteExpiredCaptchaSolutions, recordCaptchaSolution } from '../db/repositories/captcha-repository.ts';
import { HttpProblem } from '../http-problem.ts';
import { isoAt, type Clock } from './clock.ts';

export type CaptchaChallenge = Challenge;

const captchaRequired = (field: string) =>
  new HttpProblem({
    status: 400,
    title: 'Captcha required',
    detail: 'This form needs the automatic check that a person is sending it. Please try again.',
    kind: 'captcha-required',
    errors: { [`body.${field}`]: ['is required'] },
  });
const captchaRefused = (field: string, why: string) =>
  new HttpProblem({
    status: 422,
    title: 'Captcha not accepted',
    detail: `The automatic check that a person is sending this form was not accepted (${why}). Please try again.`,
    kind: 'captcha-invalid',
    errors: { [`body.${field}`]: [why] },
  });

export class CaptchaService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #settings: CaptchaSettings;
  readonly #signatureKey: string;
  readonly #keySignatureKey: string;

  constructor(deps: { db: Db; clock: Clock; settings: CaptchaSettings }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#settings = deps.settings;
    // Two keys derived from the configured one: the challenge's signature and the derived key's signature.
    this.#signatureKey = createHmac('sha256', deps.settings.hmacKey).update('captcha-challenge').digest('hex');
    this.#keySignatureKey = createHmac('sha256', deps.settings.hmacKey).update('captcha-key').digest('hex');
  }

  get settings(): CaptchaSettings {
    return this.#settings;
  }

  #deriveKey() {
    return this.#settings.algorithm === 'SHA-256' ? deriveShaKey : derivePbkdf2Key;
  }

  /** A fresh challenge: the counter the browser has to find is random between a fifth of the maximum and the maximum. */
  async challenge(): Promise<CaptchaChallenge> {
    const { algorithm, cost, maxCounter, expiresInSeconds } = this.#settings;
    return createChallenge({
      algorithm,
      cost,
      counter: randomInt(Math.max(1, Math.floor(maxCounter / 5)), maxCounter + 1),
      deriveKey: this.#deriveKey(),
      expiresAt: Math.floor(this.#clock.now() / 1000) + expiresInSeconds,
      hmacSignatureSecret: this.#signatureKey,
      hmacKeySignatureSecret: this.#keySignatureKey,
    });
  }

  /** Checks the widget's payload (base64 JSON) sent in `field` and uses it up; 400 when missing, 422 when not accepted. */
  async verify(payload: string | undefined | null, field = 'captcha'): Promise<void> {
    if (!payload) throw captchaRequired(field);
    const parsed = parsePayload(payload);
    if (!parsed) throw captchaRefused(field, 'malformed');
    const expiresAt = parsed.challenge.parameters.expiresAt;
    const nowMs = this.#clock.now();
    if (typeof expiresAt !== 'number' || expiresAt * 1000 <= nowMs) throw captchaRefused(field, 'expired');
    if (parsed.challenge.parameters.algorithm !== this.#settings.algorithm) throw captchaRefused(field, 'invalid');
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey: this.#deriveKey(),
      hmacSignatureSecret: this.#signatureKey,
      hmacKeySignatureSecret: this.#keySignatureKey,
    }).catch(() => null);
    if (!result?.verified) throw captchaRefused(field, result?.expired ? 'expired' : 'invalid');
    const nowIso = isoAt(nowMs);
    await deleteExpiredCaptchaSolutions(this.#db, nowIso);
    const hash = createHash('sha256').update(parsed.challenge.signature).digest('base64url');
    if (!(await recordCaptchaSolution(this.#db, hash, isoAt(expiresAt * 1000)))) throw captchaRefused(field, 'already used');
  }
}

interface ParsedPayload {
  challenge: Challenge & { signature: string };
  solution: { counter: number; derivedKey: string };
}

function parsePayload(payload: string): ParsedPayload | null {
  if (payload.length > 8192) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { challenge, solution } = value as { challenge?: unknown; solution?: unknown };
  if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null) return null;
  const { parameters, signature } = challenge as { parameters?: unknown; signature?: unknown };
  if (typeof parameters !== 'object' || parameters === null || typeof signature !== 'string') return null;
  const { counter, derivedKey } = solution as { counter?: unknown; derivedKey?: unknown };
  if (typeof counter !== 'number' || typeof derivedKey !== 'string') return null;
  return { challenge: { parameters: parameters as Challenge['parameters'], signature }, solution: { counter, derivedKey } };
}
