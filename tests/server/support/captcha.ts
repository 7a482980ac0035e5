// The captcha as the browser's solver answers it: a challenge the API issued, solved (the test
// configuration's proof of work is tiny) and encoded as the `captcha` field a form sends.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2Key } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveShaKey } from 'altcha-lib/algorithms/sha';

export async function captchaPayload(challenge: Challenge): Promise<string> {
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2') ? derivePbkdf2Key : deriveShaKey;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** A solved captcha from a portal running in a process of its own (`base`: its address). */
export async function solvedCaptchaAt(base: string): Promise<string> {
  const response = await fetch(`${base}/api/Auth/CaptchaChallenge`);
  if (response.status !== 200) throw new Error(`captcha challenge: ${String(response.status)} ${await response.text()}`);
  return captchaPayload((await response.json()) as Challenge);
}
