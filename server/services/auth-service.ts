// Sign-in rules of spec §7 and architecture §5: password login, e-mailed two-factor codes,
// rotating refresh tokens with reuse detection, logout and the password-reset round trip.
//
// Refresh-token families: every login starts a family; each refresh rotates the presented token.
// Presenting an already rotated token more than `refreshReuseGraceMs` after its rotation is treated
// as theft and revokes the whole family. Within the grace (two tabs racing on one token) the caller
// gets a fresh pair in the same family rather than the successor, because only hashes are stored.
import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { LoginResponse, SessionUser, TokenPair } from '../../contract/api/auth.ts';
import type { UpdateCredentialsRequest } from '../../contract/api/member-area.ts';
import type { Db } from '../db/database.ts';
import { findMemberById, findMemberByUserName, findMemberCredentials, listMembersByEmailHash, updatePassword, updateUserName } from '../db/repositories/members-repository.ts';
import {
  countPasswordResetFailure,
  countTwoFactorAttempt,
  findRefreshToken,
  findTwoFactorChallenge,
  insertPasswordResetToken,
  insertRefreshFamily,
  insertRefreshToken,
  insertTwoFactorChallenge,
  listLivePasswordResetTokens,
  markPasswordResetUsed,
  markPasswordResetVerified,
  markRefreshTokenRotated,
  markTwoFactorChallengeUsed,
  retirePasswordResetTokens,
  revokeMemberFamilies,
  revokeRefreshFamily,
} from '../db/repositories/sessions-repository.ts';
import type { MemberRecord } from '../db/tables.ts';
import { HttpProblem, problems } from '../http-problem.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import type { MailQueue } from './mail-outbox.ts';
import type { MembersService } from './members-service.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { addError, userNamePattern, type FieldErrors } from './person-validation.ts';
import { normalizeEmail, type PiiCipher } from './pii-cipher.ts';
import type { RateLimiter, RateLimitRuleName } from './rate-limiter.ts';
import { accountMail, linkInLanguage, mailLocaleOf, type MailLocale, type MailText } from './account-mail.ts';
import { authMail } from './auth-mail.ts';
import type { TokenService } from './token-service.ts';
import type { CaptchaService } from './captcha-service.ts';

const minute = 60_000;
export const sessionLimits = {
  refreshIdleMs: 30 * minute,
  refreshAbsoluteMs: 12 * 60 * minute,
  refreshReuseGraceMs: 5_000,
  twoFactorCodeMs: 10 * minute,
  twoFactorMaxAttempts: 5,
  passwordResetMs: 60 * minute,
  /** Wrong last name / birth date answers before a reset link dies. */
  passwordResetMaxFailures: 5,
};

const signInBlockedStatuses = new Set(['DIS', 'DEL']);
/** Whether the account may not be used at all: disabled, deleted, or its sign-in locked by the clinic. */
const isBlocked = (member: Pick<MemberRecord, 'account_status_id' | 'sign_in_locked'>) => signInBlockedStatuses.has(member.account_status_id) || member.sign_in_locked === 1;
const signInLocked = () =>
  new HttpProblem({
    status: 403,
    title: 'Sign-in paused',
    detail: 'Your clinic has paused sign-in to this account. Please contact the clinic.',
    kind: 'sign-in-locked',
  });

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  hasher: PasswordHasher;
  cipher: PiiCipher;
  centers: CentersService;
  members: MembersService;
  rateLimiter: RateLimiter;
  /** Every e-mail goes through the outbox: written with the change it tells about, never awaited on SMTP. */
  mail: MailQueue;
  codeSecret: Uint8Array;
  /** Minimum answer time of the enumeration-safe calls. */
  enumerationSafeDelayMs: number;
  /** The proof-of-work captcha of forgot username/password and of a sign-in after repeated failures. */
  captcha: CaptchaService;
}

/** What the API takes from a request: the client address from the trusted proxy chain, and the member's language. */
export interface RequestContext {
  ip: string;
  acceptLanguage?: string | undefined;
}

const invalidCredentials = () => new HttpProblem({ status: 401, title: 'Invalid credentials', detail: 'The user name or password is incorrect.', kind: 'invalid-credentials' });
const sessionEnded = () => problems.unauthorized('The session has ended; sign in again.');
const acknowledgement = { message: 'If the details match an account, we have sent an e-mail with the next steps.' };

export class AuthService {
  readonly #d: AuthServiceDeps;

  constructor(deps: AuthServiceDeps) {
    this.#d = deps;
  }

  async login(input: { username: string; password: string; ivfCenterId: number; captcha?: string | undefined }, context: RequestContext): Promise<LoginResponse> {
    const { db, centers, hasher, rateLimiter, captcha } = this.#d;
    const center = await centers.findRow(input.ivfCenterId);
    if (center && (await centers.isInMaintenance(center.id))) throw problems.centerInMaintenance();
    const userKey = input.username.trim().toLowerCase();
    const limits: [RateLimitRuleName, string][] = [
      ['loginOverall', 'all'],
      ['loginAddress', context.ip],
      ['login', `${context.ip}|${userKey}`],
      ['loginUser', userKey],
    ];
    await rateLimiter.checkAll(limits);
    // After a few failures for this user name (from any address) a sign-in needs the captcha too.
    if ((await rateLimiter.count('loginUser', userKey)) >= captcha.settings.loginFailuresBeforeCaptcha) await captcha.verify(input.captcha);

    const member = center ? await findMemberByUserName(db, userKey) : undefined;
    const passwordOk =
      member && member.center_id === input.ivfCenterId ? await hasher.verify(input.password, member.password_hash) : await hasher.verifyAgainstDummy(input.password);
    if (!member || !center || !passwordOk || signInBlockedStatuses.has(member.account_status_id)) {
      const counted = await Promise.all(limits.map(([rule, key]) => rateLimiter.recordFailure(rule, key)));
      // The account just got locked by failures from everywhere: its owner hears of it (once a window).
      if (member && counted[3]?.reachedLimit) await this.#tellMember(db, member, (locale, name) => accountMail.lockedOut(locale, name));
      throw invalidCredentials();
    }
    // Said only to someone who knows the password: the clinic paused this account.
    if (member.sign_in_locked === 1) throw signInLocked();
    // The right password: this user name's earlier failures (a mistyped password, from this address or
    // any) no longer count, so the member's next slip does not meet the captcha or bring the lock closer.
    // Failures counted by address alone stay: they measure the address, not this member.
    await Promise.all([rateLimiter.forget('login', `${context.ip}|${userKey}`), rateLimiter.forget('loginUser', userKey)]);
    if (member.two_factor_enabled === 1) return this.#startTwoFactor(member, mailLocaleOf(context.acceptLanguage, center.locale));
    return this.#startSession(member, center.name);
  }

  async verifyTwoFactor(input: { intermediateToken: string; code: string }, context: RequestContext): Promise<TokenPair> {
    const { db, clock, tokens, rateLimiter, centers } = this.#d;
    const claims = await tokens.verifyIntermediateToken(input.intermediateToken);
    if (!claims) throw problems.unauthorized('The sign-in step has expired; sign in again.');
    await rateLimiter.consumeAll([
      ['twoFactor', `${context.ip}|${claims.memberId}`],
      ['twoFactorMember', String(claims.memberId)],
    ]);
    const challenge = await findTwoFactorChallenge(db, claims.challengeId);
    const now = clock.now();
    if (
      !challenge ||
      challenge.member_id !== claims.memberId ||
      challenge.used_at !== null ||
      Date.parse(challenge.expires_at) <= now ||
      challenge.attempts >= sessionLimits.twoFactorMaxAttempts
    ) {
      throw problems.unauthorized('The sign-in step has expired; sign in again.');
    }
    await countTwoFactorAttempt(db, challenge.id);
    if (!safeEqual(this.#codeHash(challenge.id, input.code), challenge.code_hash)) {
      throw new HttpProblem({ status: 400, title: 'Invalid code', detail: 'The code is not correct.', kind: 'invalid-two-factor-code' });
    }
    if (!(await markTwoFactorChallengeUsed(db, challenge.id, isoAt(now)))) throw problems.unauthorized('The code has already been used.');
    const member = await findMemberById(db, claims.memberId);
    if (!member || isBlocked(member)) throw sessionEnded();
    await centers.assertNotInMaintenance(member.center_id);
    const center = await centers.findRow(member.center_id);
    return this.#startSession(member, center?.name ?? '');
  }

  async refresh(rawToken: string): Promise<TokenPair> {
    const { db, clock, tokens, centers } = this.#d;
    const tokenHash = hashToken(rawToken);
    const row = await findRefreshToken(db, tokenHash);
    if (!row || row.revoked_at !== null) throw sessionEnded();
    const now = clock.now();
    const nowIso = isoAt(now);
    if (now - Date.parse(row.family_created_at) >= sessionLimits.refreshAbsoluteMs) {
      await revokeRefreshFamily(db, row.family_id, nowIso, 'absolute-limit');
      throw sessionEnded();
    }
    let rotatedAtMs = row.rotated_at === null ? null : Date.parse(row.rotated_at);
    if (rotatedAtMs === null) {
      if (now - Date.parse(row.issued_at) >= sessionLimits.refreshIdleMs) {
        await revokeRefreshFamily(db, row.family_id, nowIso, 'idle-limit');
        throw sessionEnded();
      }
      // Lost a race with a concurrent refresh of the same token: that one rotated it just now.
      if (!(await markRefreshTokenRotated(db, tokenHash, nowIso))) rotatedAtMs = now;
    }
    if (rotatedAtMs !== null && now - rotatedAtMs > sessionLimits.refreshReuseGraceMs) {
      await revokeRefreshFamily(db, row.family_id, nowIso, 'reuse-detected');
      await tokens.revokeFamily(row.family_id);
      throw sessionEnded();
    }
    const member = await findMemberById(db, row.member_id);
    if (!member || isBlocked(member)) {
      await revokeRefreshFamily(db, row.family_id, nowIso, 'account-blocked');
      throw sessionEnded();
    }
    await centers.assertNotInMaintenance(member.center_id);
    const center = await centers.findRow(member.center_id);
    return this.#issuePair(member, center?.name ?? '', row.family_id);
  }

  async logout(rawToken: string): Promise<void> {
    const { db, clock, tokens } = this.#d;
    const row = await findRefreshToken(db, hashToken(rawToken));
    if (!row) return;
    await revokeRefreshFamily(db, row.family_id, isoAt(clock.now()), 'logout');
    await tokens.revokeFamily(row.family_id);
  }

  async forgotPassword(input: { username: string; ivfCenterId: number; captcha?: string | undefined }, context: RequestContext): Promise<{ message: string }> {
    const { db, rateLimiter } = this.#d;
    const userKey = input.username.trim().toLowerCase();
    await rateLimiter.consumeAll([
      ['forgotPassword', `${context.ip}|${userKey}`],
      ['forgotPasswordUser', userKey],
    ]);
    await this.#d.captcha.verify(input.captcha);
    return this.#enumerationSafe(async () => {
      const member = await findMemberByUserName(db, userKey);
      if (!member || member.center_id !== input.ivfCenterId || isBlocked(member)) return;
      await this.sendPasswordResetLink(member, context.acceptLanguage);
    });
  }

  /** A reset link for the member, e-mailed to their address (forgot password, or their clinic's staff). */
  async sendPasswordResetLink(member: MemberRecord, acceptLanguage?: string): Promise<void> {
    const write = await this.passwordResetLinkWriter(member, acceptLanguage);
    await this.#d.db.transaction().execute(write);
  }

  /**
   * What sending a member a password-reset link writes (its token and its mail), for a caller to run
   * in its own transaction. Everything it reads is read here, before that transaction is open: a
   * read outside an open SQLite transaction would wait for it forever.
   */
  async passwordResetLinkWriter(member: MemberRecord, acceptLanguage?: string): Promise<(trx: Db) => Promise<void>> {
    const { clock, centers, members } = this.#d;
    const locale = mailLocaleOf(acceptLanguage, (await centers.findRow(member.center_id))?.locale ?? 'en-US');
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const link = linkInLanguage(`${await centers.publicOrigin(member.center_id)}/auth/reset-password?memberId=${member.id}&token=${token}`, locale);
    const { profile } = members.personalData(member);
    return async (trx: Db) => {
      await insertPasswordResetToken(trx, {
        tokenHash: hashToken(token),
        memberId: member.id,
        expiresAt: isoAt(now + sessionLimits.passwordResetMs),
        createdAt: isoAt(now),
      });
      await this.#d.mail.enqueue(trx, { to: profile.email, ...authMail.passwordReset(locale, profile.firstName, link) });
    };
  }

  /** Ends every session of the member at once (their clinic locked sign-in or reset two-factor). */
  async endAllSessions(memberId: number, reason: string, within: Db = this.#d.db): Promise<void> {
    const { clock, tokens } = this.#d;
    for (const familyId of await revokeMemberFamilies(within, memberId, isoAt(clock.now()), reason)) await tokens.revokeFamily(familyId);
  }

  async forgotUsername(input: { email: string; ivfCenterId: number; captcha?: string | undefined }, context: RequestContext): Promise<{ message: string }> {
    const { db, rateLimiter, cipher, members, mail } = this.#d;
    const email = normalizeEmail(input.email);
    await rateLimiter.consumeAll([
      ['forgotUsername', `${context.ip}|${email}`],
      ['forgotUsernameEmail', email],
    ]);
    await this.#d.captcha.verify(input.captcha);
    return this.#enumerationSafe(async () => {
      const rows = await listMembersByEmailHash(db, input.ivfCenterId, cipher.lookupHash(email));
      if (rows.length === 0) return;
      const names = rows.map((row) => row.user_name);
      const firstName = rows[0] ? members.personalData(rows[0]).profile.firstName : '';
      const center = await this.#d.centers.findRow(input.ivfCenterId);
      await mail.enqueue(db, { to: input.email.trim(), ...authMail.userNames(mailLocaleOf(context.acceptLanguage, center?.locale ?? 'en-US'), firstName, names) });
    });
  }

  /**
   * Second factor of a reset link: the member's last name and birth date, asked together with the
   * link's own token (a live reset of somebody else's is no oracle). Limited per address and per
   * member across addresses; the link dies after 5 wrong answers. The answer never says which
   * detail was wrong, nor whether the link was the reason.
   */
  async passwordResetAuthenticate(input: { memberId: number; lName: string; dob: string; token: string }, context: RequestContext): Promise<{ message: string }> {
    const { db, clock, rateLimiter, members } = this.#d;
    await rateLimiter.consume('passwordReset', `${context.ip}|${input.memberId}`);
    const nowIso = isoAt(clock.now());
    const tokenHash = hashToken(input.token);
    const member = await findMemberCredentials(db, input.memberId);
    const link = member ? (await listLivePasswordResetTokens(db, input.memberId, nowIso)).find((row) => row.token_hash === tokenHash) : undefined;
    // Guesses at a real link count against the member from every address; made-up links only
    // against their address, so nobody can lock a member out of their own reset by spraying ids.
    if (link) await rateLimiter.consume('passwordResetMember', String(input.memberId));
    const profile = member && link ? members.personalData(member).profile : null;
    const matches = profile !== null && normalizeName(profile.lastName) === normalizeName(input.lName) && profile.dateOfBirth === input.dob;
    if (!matches) {
      if (link) await countPasswordResetFailure(db, tokenHash, sessionLimits.passwordResetMaxFailures, nowIso);
      throw new HttpProblem({
        status: 400,
        title: 'Verification failed',
        detail: 'The details do not match our records, or the link is no longer valid.',
        kind: 'reset-verification-failed',
      });
    }
    await markPasswordResetVerified(db, tokenHash, nowIso);
    return { message: 'Verified. Choose a new password.' };
  }

  async resetPassword(input: { memberId: number; token: string; newPassword: string }, context: RequestContext): Promise<{ message: string }> {
    const { db, clock, rateLimiter, hasher, tokens } = this.#d;
    await rateLimiter.consume('passwordReset', `${context.ip}|${input.memberId}`);
    const now = clock.now();
    const nowIso = isoAt(now);
    const tokenHash = hashToken(input.token);
    const live = await listLivePasswordResetTokens(db, input.memberId, nowIso);
    const token = live.find((row) => row.token_hash === tokenHash && row.verified_at !== null);
    if (!token || !(await markPasswordResetUsed(db, tokenHash, nowIso))) {
      throw new HttpProblem({
        status: 400,
        title: 'Invalid reset link',
        detail: 'The reset link is invalid, already used, expired or not verified.',
        kind: 'invalid-reset-token',
      });
    }
    await updatePassword(db, input.memberId, await hasher.hash(input.newPassword), nowIso);
    await retirePasswordResetTokens(db, input.memberId, nowIso);
    for (const familyId of await revokeMemberFamilies(db, input.memberId, nowIso, 'password-changed')) await tokens.revokeFamily(familyId);
    return { message: 'Your password has been changed.' };
  }

  /**
   * UpdateCredentials: the current password proves it is the member (wrong → 401, rate limited);
   * a new user name and/or password is set, every session of the member ends, and this request
   * gets a fresh pair so the tab that made the change stays signed in.
   */
  async updateCredentials(memberId: number, input: UpdateCredentialsRequest, context: RequestContext): Promise<TokenPair> {
    const { db, clock, hasher, tokens, centers } = this.#d;
    const member = await findMemberById(db, memberId);
    if (!member) throw problems.memberNotFound();

    const errors: FieldErrors = {};
    if (input.memberId !== memberId) addError(errors, 'body.memberId', 'must be the signed-in member');
    if (input.ivfCenterId !== member.center_id) addError(errors, 'body.ivfCenterId', "must be the member's clinic");
    if (input.userName.trim().toLowerCase() !== member.user_name_key) addError(errors, 'body.userName', 'must be your current user name');
    const newUserName = input.newUserName.trim();
    if (newUserName === '' && input.newPassword === '') addError(errors, 'body.newPassword', 'enter a new user name or a new password');
    if (newUserName !== '' && !userNamePattern.test(newUserName)) addError(errors, 'body.newUserName', 'must be 3 to 100 letters, digits or . _ @ + -');
    if (input.newPassword !== '' && input.newPassword.length < 12) addError(errors, 'body.newPassword', 'must be at least 12 characters');
    if (Object.keys(errors).length > 0) throw problems.invalidFields(errors);

    if (!(await this.verifyCurrentPassword(member, input.password, context))) {
      throw new HttpProblem({ status: 401, title: 'Current password is incorrect', detail: 'The current password you entered is not correct.', kind: 'invalid-current-password' });
    }
    const renaming = newUserName !== '' && newUserName !== member.user_name;
    if (renaming && newUserName.toLowerCase() !== member.user_name_key && (await findMemberByUserName(db, newUserName.toLowerCase()))) {
      throw problems.conflict('User name taken', 'This user name is already in use. Please choose another one.', 'user-name-taken');
    }

    const nowIso = isoAt(clock.now());
    const passwordHash = input.newPassword === '' ? null : await hasher.hash(input.newPassword);
    const revoked = await db.transaction().execute(async (trx) => {
      if (renaming) await updateUserName(trx, memberId, newUserName);
      if (passwordHash) await updatePassword(trx, memberId, passwordHash, nowIso);
      return revokeMemberFamilies(trx, memberId, nowIso, 'credentials-changed');
    });
    for (const familyId of revoked) await tokens.revokeFamily(familyId);
    const updated = await findMemberById(db, memberId);
    if (!updated) throw problems.memberNotFound();
    const what = renaming && passwordHash ? 'both' : renaming ? 'userName' : 'password';
    await this.#tellMember(db, updated, (locale, name) => accountMail.credentialsChanged(locale, name, what, nowIso), context.acceptLanguage);
    const center = await centers.findRow(updated.center_id);
    return this.#startSession(updated, center?.name ?? '');
  }

  /**
   * Checks a signed-in member's current password before a change of credentials or e-mail address,
   * limited per address and per member across addresses (429 + Retry-After).
   */
  async verifyCurrentPassword(member: MemberRecord, password: string, context: RequestContext): Promise<boolean> {
    const { rateLimiter, hasher } = this.#d;
    const limits: [RateLimitRuleName, string][] = [
      ['credentials', `${context.ip}|${member.id}`],
      ['credentialsMember', String(member.id)],
    ];
    await rateLimiter.checkAll(limits);
    if (await hasher.verify(password, member.password_hash)) return true;
    for (const [rule, key] of limits) await rateLimiter.recordFailure(rule, key);
    return false;
  }

  /** An account-protection e-mail to the member's own address, in their language. */
  async #tellMember(db: Db, member: MemberRecord, compose: (locale: MailLocale, name: string) => MailText, acceptLanguage?: string): Promise<void> {
    const { profile } = this.#d.members.personalData(member);
    const center = await this.#d.centers.findRow(member.center_id);
    // Their own request's language; else (a lock-out that others' attempts caused) the one they chose in the portal.
    const mail = compose(mailLocaleOf(acceptLanguage ?? member.locale ?? undefined, center?.locale ?? 'en-US'), profile.firstName);
    await this.#d.mail.enqueue(db, { to: profile.email, ...mail });
  }

  /**
   * A new code for the sign-in step in progress (at most once every 30 s and three times in 10 minutes
   * per member, 429 + Retry-After). The code is never sent twice: a new one is made, the earlier
   * challenge is retired (its code stops working) and a new intermediate token carries the new one.
   */
  async resendTwoFactorCode(
    input: { intermediateToken: string },
    context: RequestContext,
  ): Promise<{ intermediateToken: string; codeExpiresAt: string; previousCodeRetiredAt: string }> {
    const { db, clock, tokens, rateLimiter } = this.#d;
    const claims = await tokens.verifyIntermediateToken(input.intermediateToken);
    if (!claims) throw problems.unauthorized('The sign-in step has expired; sign in again.');
    const challenge = await findTwoFactorChallenge(db, claims.challengeId);
    const nowIso = isoAt(clock.now());
    if (!challenge || challenge.member_id !== claims.memberId || challenge.used_at !== null) throw problems.unauthorized('The sign-in step has expired; sign in again.');
    const resendLimits: [RateLimitRuleName, string][] = [
      ['twoFactorResend', String(claims.memberId)],
      ['twoFactorResendWindow', String(claims.memberId)],
    ];
    // A refused resend does not count: only codes actually sent use up the member's three.
    await rateLimiter.checkAll(resendLimits);
    await rateLimiter.consumeAll(resendLimits);
    const member = await findMemberById(db, claims.memberId);
    if (!member || isBlocked(member)) throw sessionEnded();
    // Retired like a used code: whoever holds the earlier e-mail can no longer use it.
    if (!(await markTwoFactorChallengeUsed(db, challenge.id, nowIso))) throw problems.unauthorized('The sign-in step has expired; sign in again.');
    const center = await this.#d.centers.findRow(member.center_id);
    const started = await this.#startTwoFactor(member, mailLocaleOf(context.acceptLanguage, center?.locale ?? 'en-US'));
    return { ...started, previousCodeRetiredAt: nowIso };
  }

  async #startTwoFactor(member: MemberRecord, locale: MailLocale): Promise<{ intermediateToken: string; codeExpiresAt: string }> {
    const { db, clock, tokens, members } = this.#d;
    const challengeId = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const { profile } = members.personalData(member);
    const codeExpiresAt = isoAt(clock.now() + sessionLimits.twoFactorCodeMs);
    // The code is queued with its challenge: the sign-in answers at once, even with the relay down.
    await db.transaction().execute(async (trx) => {
      await insertTwoFactorChallenge(trx, {
        id: challengeId,
        memberId: member.id,
        codeHash: this.#codeHash(challengeId, code),
        expiresAt: codeExpiresAt,
      });
      await this.#d.mail.enqueue(trx, { to: profile.email, ...authMail.signInCode(locale, code) });
    });
    return { intermediateToken: await tokens.issueIntermediateToken(member.id, challengeId), codeExpiresAt };
  }

  async #startSession(member: MemberRecord, centerName: string): Promise<TokenPair> {
    const familyId = randomUUID();
    await insertRefreshFamily(this.#d.db, { id: familyId, memberId: member.id, createdAt: isoAt(this.#d.clock.now()) });
    return this.#issuePair(member, centerName, familyId);
  }

  async #issuePair(member: MemberRecord, centerName: string, familyId: string): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    await insertRefreshToken(this.#d.db, { tokenHash: hashToken(refreshToken), familyId, issuedAt: isoAt(this.#d.clock.now()) });
    const user: SessionUser = this.#d.members.sessionUser(member, centerName);
    return { accessToken: await this.#d.tokens.issueAccessToken(user, familyId), refreshToken };
  }

  #codeHash(challengeId: string, code: string): string {
    return createHmac('sha256', this.#d.codeSecret).update(`${challengeId}:${code}`).digest('base64url');
  }

  /** Same answer, and at least the same time, whether or not the account exists. */
  async #enumerationSafe(work: () => Promise<void>): Promise<{ message: string }> {
    const started = performance.now();
    await work();
    const remaining = this.#d.enumerationSafeDelayMs - (performance.now() - started);
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    return acknowledgement;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}
