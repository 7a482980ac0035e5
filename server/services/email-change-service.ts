// Changing a member's e-mail address (issue 21). The address is where password resets go, so a
// change is the last step of an account takeover unless it is proven three ways: the current
// password is asked, the new address must confirm through a link before anything changes, and
// the old address is told at once with a link that undoes the change for 7 days. Undoing restores
// the old address, ends every session and retires the password (it may be known to whoever made
// the change): the member chooses a new one through "Forgot password", which reaches them again.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import {
  findEmailChangeByConfirmToken,
  findEmailChangeByUndoToken,
  findPendingEmailChange,
  insertEmailChange,
  markEmailChangeConfirmed,
  markEmailChangeUndone,
  setPendingEmailMarker,
} from '../db/repositories/email-changes-repository.ts';
import { findMemberById, updatePassword, updatePersonalData } from '../db/repositories/members-repository.ts';
import { retirePasswordResetTokens, revokeMemberFamilies } from '../db/repositories/sessions-repository.ts';
import type { MemberRecord } from '../db/tables.ts';
import { HttpProblem, problems } from '../http-problem.ts';
import { accountMail, linkInLanguage, mailLocaleOf } from './account-mail.ts';
import { hashToken, type AuthService, type RequestContext } from './auth-service.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import type { MailQueue } from './mail-outbox.ts';
import type { MembersService } from './members-service.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { normalizeEmail, type PiiCipher } from './pii-cipher.ts';
import type { TokenService } from './token-service.ts';

const hour = 3_600_000;
export const emailChangeLimits = { confirmMs: 24 * hour, undoMs: 7 * 24 * hour };

export interface EmailChangeServiceDeps {
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
  hasher: PasswordHasher;
  tokens: TokenService;
  centers: CentersService;
  members: MembersService;
  auth: AuthService;
  mail: MailQueue;
}

const invalidLink = () => new HttpProblem({ status: 400, title: 'Invalid link', detail: 'This link is invalid, expired or already used.', kind: 'invalid-email-change-link' });

export class EmailChangeService {
  readonly #d: EmailChangeServiceDeps;

  constructor(deps: EmailChangeServiceDeps) {
    this.#d = deps;
  }

  /** True when `email` is not the member's current address (compared as addresses, not as text). */
  differs(member: MemberRecord, email: string): boolean {
    return normalizeEmail(this.#d.members.personalData(member).profile.email) !== normalizeEmail(email);
  }

  /**
   * The proof a change of address needs before anything is saved: the current password (400 naming
   * `body.currentPassword` when missing or wrong; limited like every password check).
   */
  async assertMayChange(member: MemberRecord, currentPassword: string | undefined, context: RequestContext): Promise<void> {
    if (!currentPassword) throw problems.invalidFields({ 'body.currentPassword': ['enter your current password to change your e-mail address'] });
    if (!(await this.#d.auth.verifyCurrentPassword(member, currentPassword, context))) {
      throw problems.invalidFields({ 'body.currentPassword': ['is not correct'] });
    }
  }

  /** Records the request and sends the two e-mails: confirm (new address) and notice with undo (old address). */
  async request(member: MemberRecord, newEmail: string, context: RequestContext): Promise<void> {
    const { db, clock, cipher, centers, members, mail } = this.#d;
    const now = clock.now();
    const nowIso = isoAt(now);
    const { profile } = members.personalData(member);
    const center = await centers.findRow(member.center_id);
    const locale = mailLocaleOf(context.acceptLanguage, center?.locale ?? 'en-US');
    const confirmToken = randomBytes(32).toString('base64url');
    const undoToken = randomBytes(32).toString('base64url');
    const origin = await centers.publicOrigin(member.center_id);
    await db.transaction().execute(async (trx) => {
      await insertEmailChange(trx, {
        member_id: member.id,
        old_email: cipher.encryptJson(profile.email),
        new_email: cipher.encryptJson(newEmail.trim()),
        locale,
        confirm_token_hash: hashToken(confirmToken),
        undo_token_hash: hashToken(undoToken),
        requested_at: nowIso,
        confirm_expires_at: isoAt(now + emailChangeLimits.confirmMs),
        undo_expires_at: isoAt(now + emailChangeLimits.undoMs),
        confirmed_at: null,
        undone_at: null,
        cancelled_at: null,
      });
      await setPendingEmailMarker(trx, member.id, isoAt(now + emailChangeLimits.confirmMs));
      await mail.enqueue(trx, {
        to: newEmail.trim(),
        ...accountMail.confirmNewEmail(locale, profile.firstName, linkInLanguage(`${origin}/auth/confirm-email?token=${confirmToken}`, locale)),
      });
      await mail.enqueue(trx, {
        to: profile.email,
        ...accountMail.emailChangeNotice(locale, profile.firstName, newEmail.trim(), nowIso, linkInLanguage(`${origin}/auth/undo-email-change?token=${undoToken}`, locale)),
      });
    });
  }

  /**
   * The new address waiting for confirmation, shown on the account page. `marker` is the member row's
   * `pending_email_until` when the caller has it: nothing is looked up unless it says something waits.
   */
  async pendingEmail(memberId: number, marker?: string | null): Promise<string | null> {
    if (marker !== undefined && (marker === null || marker <= isoAt(this.#d.clock.now()))) return null;
    const pending = await findPendingEmailChange(this.#d.db, memberId, isoAt(this.#d.clock.now()));
    return pending ? this.#d.cipher.decryptJson<string>(pending.new_email) : null;
  }

  /** The new address's link: the change takes effect. */
  async confirm(token: string): Promise<{ message: string }> {
    const { db, clock, cipher, members } = this.#d;
    const nowIso = isoAt(clock.now());
    const change = await findEmailChangeByConfirmToken(db, hashToken(token));
    if (!change || change.confirmed_at !== null || change.cancelled_at !== null || change.confirm_expires_at <= nowIso) throw invalidLink();
    const member = await findMemberById(db, change.member_id);
    if (!member) throw invalidLink();
    const data = members.personalData(member);
    const email = cipher.decryptJson<string>(change.new_email);
    await db.transaction().execute(async (trx) => {
      if (!(await markEmailChangeConfirmed(trx, change.id, nowIso))) throw invalidLink();
      await setPendingEmailMarker(trx, member.id, null);
      await updatePersonalData(trx, member.id, members.sealPersonalData({ ...data, profile: { ...data.profile, email } }));
    });
    return { message: 'Your new e-mail address is confirmed.' };
  }

  /** The old address's link: back to the old address, every session ended, the password retired. */
  async undo(token: string): Promise<{ message: string }> {
    const { db, clock, cipher, members, hasher, tokens, mail } = this.#d;
    const nowIso = isoAt(clock.now());
    const change = await findEmailChangeByUndoToken(db, hashToken(token));
    if (!change || change.undone_at !== null || change.undo_expires_at <= nowIso) throw invalidLink();
    const member = await findMemberById(db, change.member_id);
    if (!member) throw invalidLink();
    const data = members.personalData(member);
    const oldEmail = cipher.decryptJson<string>(change.old_email);
    const unusablePassword = await hasher.hash(randomBytes(32).toString('base64url'));
    const revoked = await db.transaction().execute(async (trx) => {
      if (!(await markEmailChangeUndone(trx, change.id, nowIso))) throw invalidLink();
      await setPendingEmailMarker(trx, member.id, null);
      await updatePersonalData(trx, member.id, members.sealPersonalData({ ...data, profile: { ...data.profile, email: oldEmail } }));
      await updatePassword(trx, member.id, unusablePassword, nowIso);
      await retirePasswordResetTokens(trx, member.id, nowIso);
      await mail.enqueue(trx, { to: oldEmail, ...accountMail.emailChangeUndone(mailLocaleOf(undefined, change.locale), data.profile.firstName, nowIso) });
      return revokeMemberFamilies(trx, member.id, nowIso, 'email-change-undone');
    });
    for (const familyId of revoked) await tokens.revokeFamily(familyId);
    return { message: 'The change was undone. Choose a new password with "Forgot password" to sign in again.' };
  }
}
