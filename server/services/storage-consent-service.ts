// Consent to storage and the member's consent overview (issue 13). Each clinic has a consent policy
// as data (centers.consent_policy, else its country's template in contract/domain/consentPolicy.ts): how
// often consent is renewed, when reminders go out, and what a lapse does — the member is asked and
// staff see it listed; nothing is ever discarded automatically. Renewing is a signed step, by both
// partners where the embryos were created with one (a joint decision with option storage-renewal).
import { consentPolicies, consentPolicyIdForCountry, consentStatusAt, remindersDue, type ConsentPolicy, type ConsentPolicyId } from '../../contract/domain/consentPolicy.ts';
import type { MemberType } from '../../contract/api/auth.ts';
import type { ConsentedItem, JointDecisionView, MemberConsentOverview, StaffConsentRow, StorageConsentView, StorageRenewalRequest } from '../../contract/api/consent.ts';
import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Db } from '../db/database.ts';
import { insertConsentRecord } from '../db/repositories/consent-records-repository.ts';
import { findMemberById, type MemberRow } from '../db/repositories/members-repository.ts';
import type { CentersTable } from '../db/tables.ts';
import { problems } from '../http-problem.ts';
import { inOwnLanguage, memberMailLanguage, type MailLocale } from './account-mail.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import { consentMail, itemInWords, type StorageMailReader } from './consent-mail.ts';
import { toFreezeEvent, type DispositionsService } from './dispositions-service.ts';
import { keepTerms, signatureEvidence, type ItemRow, type JointConsentService, type SignatureContext } from './joint-consent-service.ts';
import type { MailQueue } from './mail-outbox.ts';
import type { MembersService } from './members-service.ts';

export interface StorageConsentDeps {
  db: Db;
  clock: Clock;
  centers: CentersService;
  members: MembersService;
  mail: MailQueue;
  dispositions: DispositionsService;
}

const itemColumns = [
  'fe.id',
  'fe.member_id',
  'fe.item_type_id',
  'fe.status_id',
  'fe.prior_status_id',
  'fe.count',
  'fe.frozen_on',
  'fe.storage_location',
  'fe.description',
  'fe.co_owner_id',
] as const;

/** Items with their storage consent, partner's and owner's encrypted details and clinic, in `list`. */
function itemsWithConsent(db: Db, list: 'own' | 'shared') {
  return db
    .selectFrom('freeze_events as fe')
    .innerJoin('members as m', 'm.id', 'fe.member_id')
    .leftJoin('co_owners as co', 'co.id', 'fe.co_owner_id')
    .leftJoin('storage_consents as sc', 'sc.freeze_event_id', 'fe.id')
    .select([...itemColumns, 'sc.consented_at', 'co.pii as co_pii', 'm.pii as owner_pii', 'm.center_id'])
    .select(sql.lit(list).as('list'))
    .where('fe.deleted_at', 'is', null);
}
// The consent overview's two lists in one read compiled once (docs/adr/0014): the member's own items,
// and the items of a partner's that the member co-owns. (Sorted by the caller: SQLite cannot order a
// union of joins by a column name two of its tables share.)
const itemsOf = compiledOnce(
  (db: Db, memberId: number) =>
    itemsWithConsent(db, 'own')
      .where('fe.member_id', '=', memberId)
      .unionAll(itemsWithConsent(db, 'shared').where('co.partner_member_id', '=', memberId)),
  1,
);

/** Newest first: by the day frozen, then the later record. */
function newestFirst(a: { frozen_on: string; id: number }, b: { frozen_on: string; id: number }): number {
  if (a.frozen_on !== b.frozen_on) return a.frozen_on < b.frozen_on ? 1 : -1;
  return b.id - a.id;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (yyyy-MM-dd) at `ms` in `zone`. */
function localDay(zone: string, ms: number): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format.format(ms);
}

/** The clinic's policy: its own data when it has some, else its country's template (US when none fits). */
export function policyOfCenter(center: Pick<CentersTable, 'consent_policy' | 'country_code'>): ConsentPolicy {
  const templateId: ConsentPolicyId = consentPolicyIdForCountry(center.country_code) ?? 'US';
  if (!center.consent_policy) return consentPolicies[templateId];
  const data = JSON.parse(center.consent_policy) as Partial<ConsentPolicy> & { id?: ConsentPolicyId };
  const base = consentPolicies[data.id ?? templateId];
  // The lapse behaviour is never data: nothing is discarded automatically, whatever a row says.
  return { ...base, ...data, onLapse: base.onLapse };
}

export class StorageConsentService {
  readonly #d: StorageConsentDeps;
  readonly #statusCache = new Map<string, StorageConsentView>();

  constructor(deps: StorageConsentDeps) {
    this.#d = deps;
  }

  get #joint(): JointConsentService {
    return this.#d.dispositions.joint;
  }

  /** Starts a new consent period for an item (a renewal both partners signed, or the owner alone). */
  async renewed(trx: Db, freezeEventId: number, atIso: string): Promise<void> {
    await trx
      .insertInto('storage_consents')
      .values({ freeze_event_id: freezeEventId, consented_at: atIso, reminders_sent: '[]', lapse_noticed_at: null })
      .onConflict((conflict) => conflict.column('freeze_event_id').doUpdateSet({ consented_at: atIso, reminders_sent: '[]', lapse_noticed_at: null }))
      .execute();
  }

  statusOf(center: CentersTable, consentedAt: string | null | undefined): StorageConsentView | null {
    if (!consentedAt) return null;
    // The status changes only with the clinic's calendar day: worked out once per item and day.
    const now = this.#d.clock.now();
    const key = `${center.time_zone}|${localDay(center.time_zone, now)}|${center.consent_policy ?? center.country_code}|${consentedAt}`;
    const known = this.#statusCache.get(key);
    if (known) return known;
    const policy = policyOfCenter(center);
    const report = consentStatusAt(policy, consentedAt, now, center.time_zone);
    const view: StorageConsentView = {
      status: report.status,
      consentedAtUtc: consentedAt,
      dueDate: report.dueDate,
      daysLeft: report.daysLeft,
      renewalStep: policy.renewalStep,
      renewalIntervalYears: policy.renewalIntervalYears,
    };
    if (this.#statusCache.size >= 10_000) this.#statusCache.clear();
    this.#statusCache.set(key, view);
    return view;
  }

  /** The member's own items and the partner's items they co-own, each with its consent. */
  async overview(memberId: number): Promise<MemberConsentOverview> {
    const { db } = this.#d;
    const member = await findMemberById(db, memberId);
    if (!member) throw problems.memberNotFound();
    const decisions = await this.#joint.decisionsOf(memberId);
    // Each item with its partner's and its owner's encrypted details and clinic, both lists in one read.
    const rows = (await itemsOf.all(db, memberId)).sort(newestFirst);
    const items = (list: 'own' | 'shared') => Promise.all(rows.filter((row) => row.list === list).map((row) => this.#consentedItem(row, decisions)));
    const [ownItems, sharedItems] = await Promise.all([items('own'), items('shared')]);
    return { ownItems, sharedItems };
  }

  /**
   * Renews consent to storage of one of the member's items. Alone, it takes effect at once; for
   * embryos created with a partner it waits for the partner's signature like any joint decision.
   */
  async renew(memberId: number, freezeId: number, request: StorageRenewalRequest, context: SignatureContext): Promise<ConsentedItem> {
    const { db, clock } = this.#d;
    const member = await findMemberById(db, memberId);
    if (!member) throw problems.memberNotFound();
    if (member.is_read_only === 1) throw problems.readOnlyMember();
    const item = await db
      .selectFrom('freeze_events as fe')
      .select([...itemColumns])
      .where('fe.id', '=', freezeId)
      .where('fe.member_id', '=', memberId)
      .where('fe.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!item) throw problems.notFound('The stored item was not found.');
    const consent = await db.selectFrom('storage_consents').select('consented_at').where('freeze_event_id', '=', item.id).executeTakeFirst();
    if (!consent) throw problems.conflict('Nothing to renew', 'The clinic keeps the storage consent for this item on paper. Please contact the clinic.', 'storage-consent-unknown');
    const { terms } = await this.#d.dispositions.prepare(member, member.member_type as MemberType, item, 'storage-renewal', request.signature);
    if (item.co_owner_id !== null) {
      await this.#joint.startByOwner({ owner: member, item, option: 'storage-renewal', terms, signature: request.signature, context });
    } else {
      const nowIso = isoAt(clock.now());
      await db.transaction().execute(async (trx) => {
        await keepTerms(trx, terms, nowIso);
        await this.renewed(trx, item.id, nowIso);
        await insertConsentRecord(trx, {
          member_id: memberId,
          freeze_event_id: item.id,
          action: 'sign',
          option: 'storage-renewal',
          from_status_id: item.status_id,
          to_status_id: item.status_id,
          signed_name: request.signature.fullName.normalize('NFC').trim(),
          co_owner_name: null,
          terms_version: terms.version,
          terms_hash: terms.hash,
          ...signatureEvidence(context, nowIso),
        });
      });
    }
    const overview = await this.overview(memberId);
    const updated = overview.ownItems.find((own) => own.id === item.id);
    if (!updated) throw problems.notFound('The stored item was not found.');
    return updated;
  }

  /**
   * The scheduled pass: each item's reminder that is due (at most one, never twice: consentPolicy
   * remindersDue), to the member and their partner, and one notice when consent has lapsed.
   */
  async sendDueReminders(): Promise<{ reminders: number; lapses: number }> {
    const { db, clock, centers, mail } = this.#d;
    const now = clock.now();
    const rows = await db
      .selectFrom('storage_consents as sc')
      .innerJoin('freeze_events as fe', 'fe.id', 'sc.freeze_event_id')
      .innerJoin('members as m', 'm.id', 'fe.member_id')
      .select([
        'sc.freeze_event_id',
        'sc.consented_at',
        'sc.reminders_sent',
        'sc.lapse_noticed_at',
        'fe.id',
        'fe.item_type_id',
        'fe.count',
        'fe.co_owner_id',
        'm.center_id',
        'm.id as member_id',
      ])
      .where('fe.deleted_at', 'is', null)
      .execute();
    let reminders = 0;
    let lapses = 0;
    for (const row of rows) {
      const center = await centers.findRow(row.center_id);
      if (!center) continue;
      // Most consents are current: nothing is due for them (the status is worked out once a day).
      if (this.statusOf(center, row.consented_at)?.status === 'current') continue;
      const policy = policyOfCenter(center);
      const report = consentStatusAt(policy, row.consented_at, now, center.time_zone);
      const sent = JSON.parse(row.reminders_sent) as number[];
      const due = remindersDue(policy, row.consented_at, sent, now, center.time_zone);
      const lapsedNow = report.status === 'lapsed' && row.lapse_noticed_at === null;
      if (due.length === 0 && !lapsedNow) continue;
      const member = await findMemberById(db, row.member_id);
      if (!member) continue;
      const recipients = await this.#recipients(member, row.co_owner_id, center);
      const portal = `${await centers.publicOrigin(center.id)}/member/home`;
      await db.transaction().execute(async (trx) => {
        if (lapsedNow) {
          const claimed = await trx
            .updateTable('storage_consents')
            .set({ lapse_noticed_at: isoAt(now) })
            .where('freeze_event_id', '=', row.freeze_event_id)
            .where('lapse_noticed_at', 'is', null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return;
          for (const to of recipients)
            await mail.enqueue(trx, {
              to: to.email,
              ...consentMail.storageLapsed(to.locale, to.firstName, {
                items: itemInWords(to.locale, row),
                clinic: center.name,
                dueDate: report.dueDate,
                partner: to.partner,
                portal: inOwnLanguage(portal, to),
                reader: to.reader,
              }),
            });
          lapses += 1;
          return;
        }
        const claimed = await trx
          .updateTable('storage_consents')
          .set({ reminders_sent: JSON.stringify([...sent, ...due]) })
          .where('freeze_event_id', '=', row.freeze_event_id)
          .where('reminders_sent', '=', row.reminders_sent)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return;
        for (const to of recipients) {
          await mail.enqueue(trx, {
            to: to.email,
            ...consentMail.storageReminder(to.locale, to.firstName, {
              items: itemInWords(to.locale, row),
              clinic: center.name,
              dueDate: report.dueDate,
              daysLeft: report.daysLeft,
              partner: to.partner,
              portal: inOwnLanguage(portal, to),
              reader: to.reader,
            }),
          });
        }
        reminders += 1;
      });
    }
    return { reminders, lapses };
  }

  /** Staff lists: decisions waiting for a partner, and storage consents due or lapsed, in the given clinics (null: all). */
  async staffList(kind: 'waiting' | 'due' | 'lapsed', clinics: readonly number[] | null): Promise<StaffConsentRow[]> {
    const { db, centers, members } = this.#d;
    const inClinics = clinics === null ? null : clinics.length > 0 ? [...clinics] : [-1];
    const out: StaffConsentRow[] = [];
    if (kind === 'waiting') {
      let query = db
        .selectFrom('joint_decisions as jd')
        .innerJoin('members as m', 'm.id', 'jd.member_id')
        .innerJoin('centers as c', 'c.id', 'm.center_id')
        .selectAll('jd')
        .select(['m.center_id', 'c.name as center_name', 'm.pii'])
        .where('jd.state', '=', 'waitingForPartner')
        .orderBy('jd.lapses_at');
      if (inClinics) query = query.where('m.center_id', 'in', inClinics);
      for (const row of await query.execute()) {
        const view = await this.#joint.view(row as never, 'owner');
        const ids = view.freezeEventIds;
        const item = await db
          .selectFrom('freeze_events')
          .select(['id', 'description'])
          .where('id', 'in', ids.length > 0 ? ids : [-1])
          .executeTakeFirst();
        out.push({
          memberId: row.member_id,
          memberName: view.ownerName,
          clinicId: row.center_id,
          clinicName: row.center_name,
          freezeEventId: item?.id ?? ids[0] ?? 0,
          description: item?.description ?? '',
          coOwnerName: view.coOwnerName,
          decision: view,
          storageConsent: null,
        });
      }
      return out;
    }
    let query = db
      .selectFrom('storage_consents as sc')
      .innerJoin('freeze_events as fe', 'fe.id', 'sc.freeze_event_id')
      .innerJoin('members as m', 'm.id', 'fe.member_id')
      .leftJoin('co_owners as co', 'co.id', 'fe.co_owner_id')
      .select(['sc.consented_at', 'fe.id', 'fe.description', 'm.id as member_id', 'm.center_id', 'm.pii', 'co.pii as co_pii'])
      .where('fe.deleted_at', 'is', null);
    if (inClinics) query = query.where('m.center_id', 'in', inClinics);
    for (const row of await query.execute()) {
      const center = await centers.findRow(row.center_id);
      if (!center) continue;
      const status = this.statusOf(center, row.consented_at);
      if (!status || status.status !== kind) continue;
      const { profile } = members.personalData(row);
      const partner = row.co_pii ? this.#joint.coOwnerPii({ pii: row.co_pii }) : null;
      out.push({
        memberId: row.member_id,
        memberName: `${profile.firstName} ${profile.lastName}`.trim(),
        clinicId: center.id,
        clinicName: center.name,
        freezeEventId: row.id,
        description: row.description,
        coOwnerName: partner ? `${partner.firstName} ${partner.lastName}`.trim() : null,
        decision: null,
        storageConsent: status,
      });
    }
    return out.sort((a, b) => (a.storageConsent?.daysLeft ?? 0) - (b.storageConsent?.daysLeft ?? 0));
  }

  async #consentedItem(
    row: ItemRow & { consented_at: string | null; co_pii: string | null; owner_pii: string; center_id: number },
    decisions: JointDecisionView[],
  ): Promise<ConsentedItem> {
    const center = await this.#d.centers.findRow(row.center_id);
    const partner = row.co_pii ? this.#joint.coOwnerPii({ pii: row.co_pii }) : null;
    const owner = this.#d.members.personalData({ pii: row.owner_pii }).profile;
    return {
      ...toFreezeEvent(row),
      coOwnerName: partner ? `${partner.firstName} ${partner.lastName}`.trim() : null,
      ownerName: `${owner.firstName} ${owner.lastName}`.trim(),
      jointDecision: decisions.find((view) => view.freezeEventIds.includes(row.id)) ?? null,
      storageConsent: center ? this.statusOf(center, row.consented_at) : null,
    };
  }

  async #recipients(member: MemberRow, coOwnerId: number | null, center: CentersTable) {
    const { profile } = this.#d.members.personalData(member);
    // The member's mail is in the language they last chose in the portal, else the clinic's.
    const { locale, ownLocale } = memberMailLanguage(member, center.locale);
    const coOwner = coOwnerId !== null ? await this.#joint.findCoOwner(this.#d.db, coOwnerId) : undefined;
    const partner = coOwner ? this.#joint.coOwnerPii(coOwner) : null;
    const out: { email: string; firstName: string; locale: MailLocale; ownLocale: boolean; reader: StorageMailReader; partner: string | null }[] = [
      {
        email: profile.email,
        firstName: profile.firstName,
        locale,
        ownLocale,
        reader: 'member',
        partner: partner ? `${partner.firstName} ${partner.lastName}`.trim() : null,
      },
    ];
    // The partner as the joint decisions write to them: at their account when they have one. Only the
    // member can start a renewal: the partner is told the member starts it and they are then asked to sign.
    const contact = coOwner ? await this.#joint.partnerContact(coOwner) : null;
    if (contact?.email)
      out.push({
        email: contact.email,
        firstName: contact.firstName,
        locale: contact.locale,
        ownLocale: contact.ownLocale,
        reader: contact.account ? 'partnerWithAccount' : 'partnerByLink',
        partner: `${profile.firstName} ${profile.lastName}`.trim(),
      });
    return out;
  }
}
