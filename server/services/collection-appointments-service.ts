// Collection appointments of a fertility-preservation member (spec §1, §7): the list, and the four
// things a member may do with a collection — change its site, cancel a booked appointment with a
// reason, cancel the whole collection, have the enrolment package e-mailed again. Which state allows
// which action is the shared table of contract/domain/collectionAppointmentRules.ts; this service adds
// ownership, the read-only refusal, the clinic offering fertility preservation at all, a conditional
// write (a concurrent change makes the second request a 409), one history row per change and an
// e-mail to the member. A resend within the window sends nothing and answers the same.
import { formatAppointment } from '../../contract/domain/dateFormat.ts';
import { memberMailLanguage, type MailLocale } from './account-mail.ts';
import { collectionTexts } from './collection-mail.ts';
import { phoneNumbers } from './phone-numbers.ts';
import { isCollectionActionAllowed, type CollectionAction } from '../../contract/domain/collectionAppointmentRules.ts';
import { enrollmentPackageResendWindowMinutes, type CollectionAppointment, type InventoryBatchStatus } from '../../contract/api/collection-appointments.ts';
import type { Db } from '../db/database.ts';
import {
  claimEnrollmentPackageSend,
  findCollectionSite,
  findOwnCollectionAppointment,
  insertCollectionAppointmentEvent,
  updateCollectionAppointment,
  type CollectionAppointmentRow,
} from '../db/repositories/collection-appointments-repository.ts';
import { findMemberById, listCollectionAppointments, type MemberRow } from '../db/repositories/members-repository.ts';
import type { CentersTable } from '../db/tables.ts';
import { HttpProblem, problems } from '../http-problem.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import type { MailQueue } from './mail-outbox.ts';
import type { MailMessage } from './mail-sender.ts';
import type { MembersService } from './members-service.ts';

const actionNames: Record<CollectionAction, string> = {
  changeSite: 'ChangeCollectionSite',
  cancelAppointment: 'CancelAppointment',
  cancelCollection: 'MemberCancelCollection',
  resendEnrollmentPackage: 'ResendEnrollmentPackage',
};

/** Why each action is refused outside its states (the 409's detail, shown to the member). */
const refusals: Record<CollectionAction, string> = {
  changeSite: 'The collection site can be changed only before an appointment is booked. Cancel the appointment first, or contact the clinic.',
  cancelAppointment: 'There is no booked appointment to cancel for this collection.',
  cancelCollection: 'This collection can no longer be cancelled online: it is already in storage, returned, released or cancelled. Please contact the clinic.',
  resendEnrollmentPackage: 'The enrolment package is needed only while enrolment or the specimen records are pending.',
};

const collectionNotFound = () => problems.notFound('The collection was not found.');
const notOffered = () =>
  problems.conflict(
    'Collection appointments not offered',
    'Your clinic does not offer fertility-preservation collections through the portal.',
    'collection-appointments-not-offered',
  );
const stateConflict = (action: CollectionAction) => problems.conflict('Collection not in a suitable state', refusals[action], 'collection-appointment-state');
const changedMeanwhile = () =>
  problems.conflict('Collection changed', 'This collection has just changed. Reload the page to see where it stands.', 'collection-appointment-changed');

export function toCollectionAppointment(row: CollectionAppointmentRow): CollectionAppointment {
  return {
    inventoryBatchId: row.inventory_batch_id,
    state: row.state as InventoryBatchStatus,
    collectionSiteId: row.collection_site_id,
    collectionReason: row.collection_reason as CollectionAppointment['collectionReason'],
    scheduledAtUtc: row.scheduled_at_utc,
    durationMinutes: row.scheduled_at_utc ? (row.duration_minutes ?? 60) : null,
    enrollmentPackageSentAtUtc: row.enrollment_package_sent_at,
    cancelAppointmentReason: row.cancel_appointment_reason,
  };
}

interface Loaded {
  member: MemberRow;
  center: CentersTable;
  row: CollectionAppointmentRow;
}

export class CollectionAppointmentsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #centers: CentersService;
  readonly #members: MembersService;
  readonly #mail: MailQueue;

  constructor(deps: { db: Db; clock: Clock; centers: CentersService; members: MembersService; mail: MailQueue }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#centers = deps.centers;
    this.#members = deps.members;
    this.#mail = deps.mail;
  }

  async list(memberId: number): Promise<CollectionAppointment[]> {
    const rows = await listCollectionAppointments(this.#db, memberId);
    return rows.map(toCollectionAppointment);
  }

  async changeCollectionSite(memberId: number, inventoryBatchId: number, siteId: number, acceptLanguage?: string): Promise<CollectionAppointment> {
    const { member, center, row } = await this.#load(memberId, inventoryBatchId, 'changeSite');
    const site = await findCollectionSite(this.#db, center.id, siteId);
    if (!site) throw new HttpProblem({ status: 422, title: 'Unknown collection site', detail: 'Choose one of your clinic’s collection sites.', kind: 'collection-site-unknown' });
    if (row.collection_site_id === site.id) return toCollectionAppointment(row);
    return this.#apply(
      row,
      memberId,
      'changeSite',
      { collection_site_id: site.id },
      { to_collection_site_id: site.id },
      this.#message(
        member,
        center,
        (t) => ({
          subject: t.siteChangedSubject(center.name),
          lines: [t.siteChanged(String(inventoryBatchId)), `${site.name}, ${site.address_line1}, ${site.city} ${site.postal_code}`, t.notYou],
        }),
        acceptLanguage,
      ),
    );
  }

  async cancelAppointment(memberId: number, inventoryBatchId: number, reason: string, acceptLanguage?: string): Promise<CollectionAppointment> {
    const text = reason.trim();
    if (text.length < 3) throw problems.invalidFields({ 'querystring.cancelAppointmentReason': ['must say why, in at least 3 characters'] });
    const { member, center, row } = await this.#load(memberId, inventoryBatchId, 'cancelAppointment');
    const wasAt = row.scheduled_at_utc;
    return this.#apply(
      row,
      memberId,
      'cancelAppointment',
      { state: 'AppointmentNeeded', scheduled_at_utc: null, cancel_appointment_reason: text },
      { reason: text },
      this.#message(
        member,
        center,
        (t, locale) => ({
          subject: t.appointmentCancelledSubject(center.name),
          lines: [
            wasAt ? t.appointmentCancelledAt(String(inventoryBatchId), formatAppointment(wasAt, locale, center.time_zone)) : t.appointmentCancelled(String(inventoryBatchId)),
            t.reason(text),
            t.newTime,
          ],
        }),
        acceptLanguage,
      ),
    );
  }

  async cancelCollection(memberId: number, inventoryBatchId: number, acceptLanguage?: string): Promise<CollectionAppointment> {
    const { member, center, row } = await this.#load(memberId, inventoryBatchId, 'cancelCollection');
    return this.#apply(
      row,
      memberId,
      'cancelCollection',
      { state: 'BatchCancelled', scheduled_at_utc: null },
      {},
      this.#message(member, center, (t) => ({ subject: t.collectionCancelledSubject(center.name), lines: t.collectionCancelled(String(inventoryBatchId)) }), acceptLanguage),
    );
  }

  /** Idempotent: within the window after a send, nothing is sent again and the same answer is given. */
  async resendEnrollmentPackage(memberId: number, inventoryBatchId: number, acceptLanguage?: string): Promise<CollectionAppointment> {
    const { member, center, row } = await this.#load(memberId, inventoryBatchId, 'resendEnrollmentPackage');
    const now = this.#clock.now();
    const nowIso = isoAt(now);
    const windowStart = isoAt(now - enrollmentPackageResendWindowMinutes * 60_000);
    // The claim is the idempotence marker; it, the package mail and the history row are one change.
    const claimed = await this.#db.transaction().execute(async (trx) => {
      if (!(await claimEnrollmentPackageSend(trx, inventoryBatchId, row.state, nowIso, windowStart))) return false;
      await this.#mail.enqueue(
        trx,
        this.#message(member, center, (t) => ({ subject: t.packageSubject(center.name), lines: t.package(String(inventoryBatchId)) }), acceptLanguage),
      );
      await insertCollectionAppointmentEvent(trx, this.#event(row, memberId, 'resendEnrollmentPackage', row.state, nowIso));
      return true;
    });
    if (!claimed) {
      const current = await this.#reload(this.#db, memberId, inventoryBatchId);
      if (current.state !== row.state) throw changedMeanwhile();
      return current;
    }
    return this.#reload(this.#db, memberId, inventoryBatchId);
  }

  async #load(memberId: number, inventoryBatchId: number, action: CollectionAction): Promise<Loaded> {
    const member = await findMemberById(this.#db, memberId);
    if (!member) throw problems.memberNotFound();
    if (member.is_read_only === 1) throw problems.readOnlyMember();
    const center = await this.#centers.findRow(member.center_id);
    if (!center || center.business_model !== 'B2C' || center.fert_pres_enabled !== 1 || member.offsite_storage_type !== 'FertilityPreservation') throw notOffered();
    const row = await findOwnCollectionAppointment(this.#db, memberId, inventoryBatchId);
    if (!row) throw collectionNotFound();
    if (!isCollectionActionAllowed(action, row.state as InventoryBatchStatus)) throw stateConflict(action);
    return { member, center, row };
  }

  /** The change, conditional on what the rules saw, and its history row, in one transaction. */
  async #apply(
    row: CollectionAppointmentRow,
    memberId: number,
    action: CollectionAction,
    changes: { state?: InventoryBatchStatus; collection_site_id?: number; scheduled_at_utc?: null; cancel_appointment_reason?: string },
    event: { to_collection_site_id?: number; reason?: string },
    confirmation: MailMessage,
  ): Promise<CollectionAppointment> {
    const nowIso = isoAt(this.#clock.now());
    return this.#db.transaction().execute(async (trx) => {
      const expected = { fromState: row.state, fromSiteId: row.collection_site_id };
      if (!(await updateCollectionAppointment(trx, row.inventory_batch_id, expected, { ...changes, updated_at: nowIso }))) throw changedMeanwhile();
      await insertCollectionAppointmentEvent(trx, { ...this.#event(row, memberId, action, changes.state ?? row.state, nowIso), ...event });
      // The member's confirmation exists exactly when the change does (mail-outbox.ts).
      await this.#mail.enqueue(trx, confirmation);
      return this.#reload(trx, memberId, row.inventory_batch_id);
    });
  }

  async #reload(db: Db, memberId: number, inventoryBatchId: number): Promise<CollectionAppointment> {
    const row = await findOwnCollectionAppointment(db, memberId, inventoryBatchId);
    if (!row) throw collectionNotFound();
    return toCollectionAppointment(row);
  }

  #event(row: CollectionAppointmentRow, memberId: number, action: CollectionAction, toState: string, nowIso: string) {
    return {
      inventory_batch_id: row.inventory_batch_id,
      member_id: memberId,
      action: actionNames[action],
      from_state: row.state,
      to_state: toState,
      from_collection_site_id: row.collection_site_id,
      to_collection_site_id: row.collection_site_id,
      reason: null,
      created_at: nowIso,
    };
  }

  /** A confirmation in the language of the member's request (memberMailLanguage), signed with the clinic's name and phone number. */
  #message(
    member: MemberRow,
    center: CentersTable,
    write: (t: (typeof collectionTexts)[MailLocale], locale: MailLocale) => { subject: string; lines: string[] },
    acceptLanguage: string | undefined,
  ): MailMessage {
    const { profile } = this.#members.personalData(member);
    const { locale } = memberMailLanguage(member, center.locale, acceptLanguage);
    const t = collectionTexts[locale];
    const content = write(t, locale);
    const contact = center.phone ? `\n\n${center.name} · ${phoneNumbers.format(center.phone, null, center.country_code)}` : `\n\n${center.name}`;
    return { to: profile.email, subject: content.subject, text: `${t.greeting(profile.firstName)}\n\n${content.lines.join('\n\n')}${contact}\n` };
  }
}
