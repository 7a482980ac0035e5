// Member lookup and the member page of the staff console (issue 12), and the account actions a
// ClinicAdmin may take. Personal data is encrypted at rest: lookups match on the keyed hashes kept
// beside it and decrypt only the rows found, never a whole table. Every read of a member and every
// action is written to the audit log.
import type { AdminMemberDetail, AdminStoredItem, MemberLookupQuery, MemberSummary } from '../../../contract/api/admin.ts';
import type { MemberType } from '../../../contract/api/auth.ts';
import type { Db } from '../../db/database.ts';
import { listConsentRecords } from '../../db/repositories/consent-records-repository.ts';
import { findMemberById, type MemberRow } from '../../db/repositories/members-repository.ts';
import { listHistory } from '../../db/repositories/staff-repository.ts';
import type { MemberRecord } from '../../db/tables.ts';
import { problems } from '../../http-problem.ts';
import type { AuthService } from '../auth-service.ts';
import type { CentersService } from '../centers-service.ts';
import type { CollectionAppointmentsService } from '../collection-appointments-service.ts';
import type { DispositionsService } from '../dispositions-service.ts';
import type { MembersService } from '../members-service.ts';
import { matchHashes, normalizeName } from '../patient-matching.ts';
import { normalizeEmail, type PiiCipher } from '../pii-cipher.ts';
import type { AuditTrail, RequestOrigin } from './audit-trail.ts';
import { assertMayAct, assertMayRead, clinicFilter, type StaffContext } from './staff-access.ts';

export interface StaffMembersDeps {
  db: Db;
  cipher: PiiCipher;
  members: MembersService;
  centers: CentersService;
  dispositions: DispositionsService;
  appointments: CollectionAppointmentsService;
  auth: AuthService;
  audit: AuditTrail;
}

const maxResults = 50;

export type MemberFlag = 'signInLocked' | 'readOnly';

export class StaffMembersService {
  readonly #d: StaffMembersDeps;

  constructor(deps: StaffMembersDeps) {
    this.#d = deps;
  }

  async lookup(staff: StaffContext, query: MemberLookupQuery, origin: RequestOrigin): Promise<MemberSummary[]> {
    const { db, cipher, members } = this.#d;
    const clinics = clinicFilter(staff, query.clinicId);
    let select = db.selectFrom('members').selectAll();
    if (clinics !== null) select = select.where('center_id', 'in', clinics.length > 0 ? [...clinics] : [-1]);
    let byName: { firstName: string } | null = null;
    if (query.memberId !== undefined) select = select.where('id', '=', query.memberId);
    else if (query.userName !== undefined) select = select.where('user_name_key', '=', query.userName.trim().toLowerCase());
    else if (query.email !== undefined) select = select.where('email_hash', '=', cipher.lookupHash(normalizeEmail(query.email)));
    else if (query.lastName !== undefined && query.dateOfBirth !== undefined && query.firstName !== undefined) {
      select = select.where('name_dob_hash', '=', matchHashes(cipher, { lastName: query.lastName, dateOfBirth: query.dateOfBirth }).nameDobHash);
      byName = { firstName: normalizeName(query.firstName) };
    } else {
      throw problems.invalidFields({ 'querystring.memberId': ['give a member id, a user name, an e-mail address, or first name, last name and date of birth together'] });
    }
    const rows = await select.orderBy('id').limit(maxResults).execute();
    const found = byName ? rows.filter((row) => normalizeName(members.personalData(row).profile.firstName) === byName.firstName) : rows;
    const summaries = await Promise.all(found.map((row) => this.#summary(row)));
    await this.#d.audit.record(staff, origin, {
      action: 'member.lookup',
      centerId: query.clinicId ?? null,
      after: {
        by: query.memberId !== undefined ? 'memberId' : query.userName !== undefined ? 'userName' : query.email !== undefined ? 'email' : 'nameAndBirthDate',
        found: summaries.map((s) => s.memberId),
      },
    });
    return summaries;
  }

  async detail(staff: StaffContext, memberId: number, origin: RequestOrigin): Promise<AdminMemberDetail> {
    const { db, members, centers, dispositions, appointments, audit } = this.#d;
    const row = await findMemberById(db, memberId);
    if (!row) throw problems.memberNotFound();
    assertMayRead(staff, row.center_id);
    const member = members.toMember(row);
    const [summary, freezeEvents, consentRecords, billingHistory, appointmentList, center, matching] = await Promise.all([
      this.#summary(row),
      members.freezeEvents(memberId),
      dispositions.consentRecords(memberId),
      members.paymentHistory(memberId),
      appointments.list(memberId),
      centers.findRow(row.center_id),
      db.selectFrom('matching_profiles').select(['custom_description_status_id']).where('member_id', '=', memberId).executeTakeFirst(),
    ]);
    const history = await listHistory(
      db,
      freezeEvents.map((item) => item.id),
    );
    const signatures = await listConsentRecords(db, memberId);
    const medical = await db.selectFrom('freeze_events').select(['id', 'medical_review_pending']).where('member_id', '=', memberId).execute();
    const pendingReview = new Set(medical.filter((item) => item.medical_review_pending === 1).map((item) => item.id));
    const items: AdminStoredItem[] = freezeEvents.map((item) => ({
      freezeEventId: item.id,
      itemTypeId: item.itemTypeId,
      description: item.description,
      count: item.count,
      frozenOn: item.frozenOn,
      storageLocation: item.storageLocation,
      statusId: item.statusId,
      medicalReviewPending: pendingReview.has(item.id),
      history: [
        ...signatures
          .filter((record) => record.freeze_event_id === item.id)
          .map((record) => ({ atUtc: record.signed_at_utc, fromStatusId: record.from_status_id, toStatusId: record.to_status_id, actor: 'member', reason: null })),
        ...history
          .filter((entry) => entry.freeze_event_id === item.id)
          .map((entry) => ({ atUtc: entry.at_utc, fromStatusId: entry.from_status_id, toStatusId: entry.to_status_id, actor: entry.actor, reason: entry.reason })),
      ].sort((a, b) => a.atUtc.localeCompare(b.atUtc)),
    }));
    const card = member.defaultPaymentMethod?.creditCardDetails ?? null;
    const wallet = member.defaultPaymentMethod?.payPalDetails ?? null;
    await audit.record(staff, origin, { action: 'member.read', centerId: row.center_id, memberId });
    return {
      summary,
      profile: member.profile,
      partner: member.partner,
      twoFactorEnabled: member.twoFactorEnabled,
      items,
      consentRecords,
      billingBalance: member.billingBalance,
      currencyCode: center?.currency_code ?? 'USD',
      billingHistory,
      paymentMethod: member.paymentMethodId === 'PP' && wallet ? { kind: 'paypal', email: wallet.email } : card ? { kind: 'card', card } : null,
      appointments: appointmentList,
      matching: {
        statusId: member.matchingProfileStatusId,
        privacyTypeId: member.matchingPrivacyTypeId,
        customDescriptionStatusId: matching?.custom_description_status_id ?? null,
      },
    };
  }

  /** Sends the member a password-reset link to the address on file. */
  async sendPasswordReset(staff: StaffContext, memberId: number, origin: RequestOrigin): Promise<void> {
    const row = await this.#actable(staff, memberId);
    const writeLink = await this.#d.auth.passwordResetLinkWriter(row);
    await this.#d.db.transaction().execute(async (trx) => {
      await writeLink(trx);
      await this.#d.audit.append(trx, staff, origin, { action: 'member.send-password-reset', centerId: row.center_id, memberId });
    });
  }

  /** Turns two-factor sign-in off (the member lost access to their mailbox); every session ends. */
  async resetTwoFactor(staff: StaffContext, memberId: number, origin: RequestOrigin): Promise<MemberSummary> {
    const row = await this.#actable(staff, memberId);
    await this.#d.db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set({ two_factor_enabled: 0 }).where('id', '=', memberId).execute();
      await this.#d.auth.endAllSessions(memberId, 'two-factor-reset', trx);
      await this.#d.audit.append(trx, staff, origin, {
        action: 'member.reset-two-factor',
        centerId: row.center_id,
        memberId,
        before: { twoFactorEnabled: row.two_factor_enabled === 1 },
        after: { twoFactorEnabled: false },
      });
    });
    return this.#summary((await findMemberById(this.#d.db, memberId)) ?? row);
  }

  /** Locks or unlocks sign-in (locking ends every session), or makes the account read-only or not. */
  async setFlag(staff: StaffContext, memberId: number, flag: MemberFlag, value: boolean, origin: RequestOrigin): Promise<MemberSummary> {
    const row = await this.#actable(staff, memberId);
    const column = flag === 'signInLocked' ? 'sign_in_locked' : 'is_read_only';
    const before = row[column] === 1;
    await this.#d.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('members')
        .set({ [column]: value ? 1 : 0 })
        .where('id', '=', memberId)
        .execute();
      if (flag === 'signInLocked' && value) await this.#d.auth.endAllSessions(memberId, 'locked-by-clinic', trx);
      await this.#d.audit.append(trx, staff, origin, { action: `member.set-${flag}`, centerId: row.center_id, memberId, before: { [flag]: before }, after: { [flag]: value } });
    });
    return this.#summary((await findMemberById(this.#d.db, memberId)) ?? row);
  }

  async #actable(staff: StaffContext, memberId: number): Promise<MemberRow> {
    const row = await findMemberById(this.#d.db, memberId);
    if (!row) throw problems.memberNotFound();
    assertMayAct(staff, row.center_id);
    return row;
  }

  async #summary(row: MemberRecord): Promise<MemberSummary> {
    const { profile } = this.#d.members.personalData(row);
    const center = await this.#d.centers.findRow(row.center_id);
    return {
      memberId: row.id,
      clinicId: row.center_id,
      clinicName: center?.name ?? '',
      userName: row.user_name,
      name: `${profile.firstName} ${profile.lastName}`.trim(),
      memberType: row.member_type as MemberType,
      registrationStageId: row.registration_stage_id,
      isReadOnly: row.is_read_only === 1,
      signInLocked: row.sign_in_locked === 1,
    };
  }
}
