// Solved captcha challenges (migration 0019): one row each, until the challenge expires.
import { isUniqueViolation, type Db } from '../database.ts';

/** Records a solved challenge; false when it was recorded before (a replay). */
export async function recordCaptchaSolution(db: Db, challengeHash: string, expiresAt: string): Promise<boolean> {
  try {
    await db.insertInto('captcha_solutions').values({ challenge_hash: challengeHash, expires_at: expiresAt }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Forgets solutions whose challenge has expired (a replay of those is refused as expired anyway). */
export async function deleteExpiredCaptchaSolutions(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('captcha_solutions').where('expires_at', '<', nowIso).execute();
}
