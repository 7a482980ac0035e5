// SQL for sign-in state: refresh-token families and tokens (stored hashed), two-factor challenges
// and password-reset tokens. Conditional updates make "use once" atomic on both databases.
import type { Db } from '../database.ts';

export async function insertRefreshFamily(db: Db, family: { id: string; memberId: number; createdAt: string }): Promise<void> {
  await db.insertInto('refresh_families').values({ id: family.id, member_id: family.memberId, created_at: family.createdAt }).execute();
}

export async function insertRefreshToken(db: Db, token: { tokenHash: string; familyId: string; issuedAt: string }): Promise<void> {
  await db.insertInto('refresh_tokens').values({ token_hash: token.tokenHash, family_id: token.familyId, issued_at: token.issuedAt }).execute();
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('refresh_families', 'refresh_families.id', 'refresh_tokens.family_id')
    .select([
      'refresh_tokens.token_hash',
      'refresh_tokens.family_id',
      'refresh_tokens.issued_at',
      'refresh_tokens.rotated_at',
      'refresh_families.member_id',
      'refresh_families.created_at as family_created_at',
      'refresh_families.revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the token rotated if nobody else did; true when this caller won. */
export async function markRefreshTokenRotated(db: Db, tokenHash: string, rotatedAt: string): Promise<boolean> {
  const result = await db.updateTable('refresh_tokens').set({ rotated_at: rotatedAt }).where('token_hash', '=', tokenHash).where('rotated_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeRefreshFamily(db: Db, familyId: string, revokedAt: string, reason: string): Promise<void> {
  await db.updateTable('refresh_families').set({ revoked_at: revokedAt, revoked_reason: reason }).where('id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live family of a member (password change); returns their ids. */
export async function revokeMemberFamilies(db: Db, memberId: number, revokedAt: string, reason: string): Promise<string[]> {
  const live = await db.selectFrom('refresh_families').select('id').where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
  if (live.length > 0) {
    await db.updateTable('refresh_families').set({ revoked_at: revokedAt, revoked_reason: reason }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
  }
  return live.map((row) => row.id);
}

export async function insertTwoFactorChallenge(db: Db, challenge: { id: string; memberId: number; codeHash: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('two_factor_challenges')
    .values({ id: challenge.id, member_id: challenge.memberId, code_hash: challenge.codeHash, expires_at: challenge.expiresAt })
    .execute();
}

export async function findTwoFactorChallenge(db: Db, id: string) {
  return db.selectFrom('two_factor_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countTwoFactorAttempt(db: Db, id: string): Promise<void> {
  await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markTwoFactorChallengeUsed(db: Db, id: string, usedAt: string): Promise<boolean> {
  const result = await db.updateTable('two_factor_challenges').set({ used_at: usedAt }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPasswordResetToken(db: Db, token: { tokenHash: string; memberId: number; expiresAt: string; createdAt: string }): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ token_hash: token.tokenHash, member_id: token.memberId, expires_at: token.expiresAt, created_at: token.createdAt })
    .execute();
}

/** Live (unused, unexpired) reset tokens of a member. */
export async function listLivePasswordResetTokens(db: Db, memberId: number, nowIso: string) {
  return db.selectFrom('password_reset_tokens').selectAll().where('member_id', '=', memberId).where('used_at', 'is', null).where('expires_at', '>', nowIso).execute();
}

/** Marks one live link verified (its second factor answered). */
export async function markPasswordResetVerified(db: Db, tokenHash: string, nowIso: string): Promise<void> {
  await db.updateTable('password_reset_tokens').set({ verified_at: nowIso }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).execute();
}

/** Counts a wrong second-factor answer on a link; at `maxAttempts` the link dies. Answers the new count. */
export async function countPasswordResetFailure(db: Db, tokenHash: string, maxAttempts: number, nowIso: string): Promise<number> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .returning('failed_attempts')
    .executeTakeFirst();
  const attempts = row?.failed_attempts ?? 0;
  if (attempts >= maxAttempts) {
    await db.updateTable('password_reset_tokens').set({ used_at: nowIso }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).execute();
  }
  return attempts;
}

export async function markPasswordResetUsed(db: Db, tokenHash: string, usedAt: string): Promise<boolean> {
  const result = await db.updateTable('password_reset_tokens').set({ used_at: usedAt }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A reset link is single use: using one retires the member's other outstanding links too. */
export async function retirePasswordResetTokens(db: Db, memberId: number, usedAt: string): Promise<void> {
  await db.updateTable('password_reset_tokens').set({ used_at: usedAt }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
}
