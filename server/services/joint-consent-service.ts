// Joint consent (issue 13). Embryos created with a partner have a co-owner; a decision about them
// takes effect only when both have signed the same option for the same items. The owner's
// signature starts a decision "waiting for your partner" and leaves the item where it is; the
// partner signs from their own account, or through a single-use link that first asks their last
// name and date of birth; either can withdraw until the clinic completes it; a decision still
// waiting lapses after the clinic's period (30 days unless its policy says otherwise). Every rule
// is the domain's (contract/domain/jointConsent.ts); this service adds who may act, the item's move in
// the same transaction as the signature that completes the consent, and the mail each step sends.
import { randomBytes } from 'node:crypto';
import {
  applyJointConsentEvent,
  parseJointOption,
  type JointConsentEvent,
  type JointConsentParty,
  type JointDecision,
  type JointOption,
} from '../../contract/domain/jointConsent.ts';
import type { MemberType } from '../../contract/api/auth.ts';
import type { CosignIdentity, CosignSignRequest, CosignView, JointDecisionView, JointSignRequest } from '../../contract/api/consent.ts';
import type { ESignature } from '../../contract/api/member-area.ts';
import { compiledOnce, namedColumns } from '../db/compiled-once.ts';
import type { Db } from '../db/database.ts';
import { insertConsentRecord, keepConsentTerms } from '../db/repositories/consent-records-repository.ts';
import { moveFreezeEventStatus } from '../db/repositories/freeze-events-repository.ts';
import { findMemberById, type MemberRow } from '../db/repositories/members-repository.ts';
import type { Selectable } from 'kysely';
import type { CoOwnersTable, JointDecisionsTable } from '../db/tables.ts';

type CoOwnerRow = Selectable<CoOwnersTable>;
import { HttpProblem, problems } from '../http-problem.ts';
import { inOwnLanguage, mailLocaleOf, memberMailLanguage, type MailLocale } from './account-mail.ts';
import { hashToken } from './auth-service.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import { consentMail, itemInWords, type DecisionFacts } from './consent-mail.ts';
import type { SignatureTerms } from './content-rules.ts';
import type { MailQueue } from './mail-outbox.ts';
import type { MembersService } from './members-service.ts';
import type { PiiCipher } from './pii-cipher.ts';
import type { RateLimiter } from './rate-limiter.ts';

export interface CoOwnerPii {
  firstName: string;
  lastName: string;
  email: string;
  /** yyyy-MM-dd: with the last name, what a link signature asks. */
  dateOfBirth: string;
  /** The partner's language for mail, when known. */
  locale?: string;
}

export interface SignatureContext {
  ip: string;
  userAgent: string | undefined;
  /** The request's Accept-Language: the mail answering the signer's own action is in it. */
  acceptLanguage?: string | undefined;
}

/** When, from which address and in which browser a consent record was signed (the browser's description cut to 500 characters). */
export function signatureEvidence(context: SignatureContext, signedAtIso: string): { signed_at_utc: string; ip_address: string; user_agent: string } {
  return { signed_at_utc: signedAtIso, ip_address: context.ip, user_agent: (context.userAgent ?? '').slice(0, 500) };
}

/** What the disposition rules make of a signature: the item's target status and the served terms. */
export interface PreparedSignature {
  target: string | null;
  terms: SignatureTerms;
}

export type PrepareSignature = (owner: MemberRow, memberType: MemberType, item: ItemRow, option: JointOption, signature: ESignature) => Promise<PreparedSignature>;

export interface ItemRow {
  id: number;
  member_id: number;
  item_type_id: string;
  status_id: string;
  prior_status_id: string | null;
  count: number;
  frozen_on: string;
  storage_location: string;
  description: string;
  co_owner_id: number | null;
}

export interface JointConsentDeps {
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
  centers: CentersService;
  members: MembersService;
  mail: MailQueue;
  rateLimiter: RateLimiter;
  prepare: PrepareSignature;
  /** The terms text the content service serves the owner now, in every language (what the link page shows). */
  servedTerms: (owner: MemberRow) => Promise<SignatureTerms[]>;
  /** Called after a consented storage renewal (the storage consent starts a new period). */
  onRenewed?: (trx: Db, freezeEventId: number, atIso: string) => Promise<void>;
  /** Renders a consent record as a PDF in `locale`, for the copies mailed to both partners. */
  documentOf?: (recordId: number, locale: MailLocale, db: Db) => Promise<Buffer | null>;
}

type DecisionRow = JointDecisionsTable & { id: number; version: number };
const LINK_IDENTITY = 'link:last-name+date-of-birth';

const decisionNotFound = () => problems.notFound('The decision was not found.');
/** One answer for every failed link: unknown, expired, used, or a wrong name or date. */
const linkRefused = () =>
  new HttpProblem({
    status: 400,
    title: 'Verification failed',
    detail: 'The details do not match our records, or the link is no longer valid.',
    kind: 'cosign-verification-failed',
  });
const openDecision = () =>
  problems.conflict(
    'Waiting for your partner',
    'A decision about this item is already open. It must be signed by both of you, withdrawn, or lapse before another one can start.',
    'joint-decision-open',
  );

const decisionColumns = namedColumns<JointDecisionsTable, 'jd'>('jd', {
  id: true,
  member_id: true,
  co_owner_id: true,
  option: true,
  freeze_event_ids: true,
  state: true,
  first_signer: true,
  created_at: true,
  lapses_at: true,
  closed_at: true,
  closed_by: true,
  version: true,
});

/**
 * Decisions where the member is either partner, open or closed since `since`, newest first, with both
 * partners' encrypted details: read on every consent overview, so compiled once (docs/adr/0014).
 */
const decisionsWithPartnersOf = compiledOnce(
  (db: Db, memberId: number, since: string) =>
    db
      .selectFrom('joint_decisions as jd')
      .innerJoin('co_owners as co', 'co.id', 'jd.co_owner_id')
      .innerJoin('members as m', 'm.id', 'jd.member_id')
      .select(decisionColumns)
      .select(['co.partner_member_id', 'co.pii as co_pii', 'm.pii as owner_pii'])
      .where((eb) => eb.or([eb('jd.member_id', '=', memberId), eb('co.partner_member_id', '=', memberId)]))
      .where((eb) => eb.or([eb('jd.state', 'in', ['waitingForPartner', 'consented']), eb('jd.closed_at', '>=', since)]))
      .orderBy('jd.id', 'desc'),
  2,
);

export class JointConsentService {
  readonly #d: JointConsentDeps;
  readonly lapseDays: number;

  constructor(deps: JointConsentDeps, lapseDays = 30) {
    this.#d = deps;
    this.lapseDays = lapseDays;
  }

  coOwnerPii(row: Pick<CoOwnersTable, 'pii'>): CoOwnerPii {
    return this.#d.cipher.decryptJson<CoOwnerPii>(row.pii);
  }

  async findCoOwner(db: Db, coOwnerId: number) {
    return db.selectFrom('co_owners').selectAll().where('id', '=', coOwnerId).executeTakeFirst();
  }

  /** The decision about an item that is still open (waiting or consented), if any: among its owner's open decisions only. */
  async openDecisionOf(db: Db, item: { id: number; member_id: number }): Promise<DecisionRow | undefined> {
    const rows = await db.selectFrom('joint_decisions').selectAll().where('member_id', '=', item.member_id).where('state', 'in', ['waitingForPartner', 'consented']).execute();
    return rows.find((row) => (JSON.parse(row.freeze_event_ids) as number[]).includes(item.id)) as DecisionRow | undefined;
  }

  /**
   * The owner's signature on a co-owned item: a decision waiting for the partner. The item does not
   * move; the partner is asked by e-mail (a link when they have no account of their own).
   */
  async startByOwner(args: { owner: MemberRow; item: ItemRow; option: JointOption; terms: SignatureTerms; signature: ESignature; context: SignatureContext }): Promise<void> {
    const { db, clock } = this.#d;
    const { owner, item, option, terms, signature, context } = args;
    if (item.co_owner_id === null) throw new Error('startByOwner needs a co-owned item');
    if (await this.openDecisionOf(db, item)) throw openDecision();
    const coOwner = await this.findCoOwner(db, item.co_owner_id);
    if (!coOwner) throw decisionNotFound();
    const now = clock.now();
    const result = applyJointConsentEvent(null, { kind: 'sign', by: 'owner', option, itemIds: [item.id], coOwned: true, atUtc: now, lapseAfterDays: this.lapseDays });
    if (!result.ok) throw refusalProblem(result.refusal.reason);
    const { decision } = result;
    const nowIso = isoAt(now);
    const notify = await this.#askPartnerWriter(owner, coOwner, item, decision);
    await db.transaction().execute(async (trx) => {
      await keepTerms(trx, terms, nowIso);
      const inserted = await trx
        .insertInto('joint_decisions')
        .values({
          member_id: owner.id,
          co_owner_id: coOwner.id,
          option,
          freeze_event_ids: JSON.stringify(decision.itemIds),
          state: decision.state,
          first_signer: 'owner',
          created_at: nowIso,
          lapses_at: decision.lapsesAtUtc,
          closed_at: null,
          closed_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertConsentRecord(trx, {
        member_id: owner.id,
        freeze_event_id: item.id,
        action: 'sign',
        option,
        // The item stays where it is until the partner signs too.
        from_status_id: item.status_id,
        to_status_id: item.status_id,
        signed_name: signature.fullName.normalize('NFC').trim(),
        co_owner_name: null,
        terms_version: terms.version,
        terms_hash: terms.hash,
        ...signatureEvidence(context, nowIso),
        signer: 'owner',
        identity_check: 'signed-in',
        joint_decision_id: inserted.id,
      });
      await notify(trx, inserted.id);
    });
  }

  /** The partner signs from their own account. */
  async coSignAsMember(partnerMemberId: number, decisionId: number, request: JointSignRequest, context: SignatureContext): Promise<JointDecisionView> {
    const partner = await findMemberById(this.#d.db, partnerMemberId);
    if (!partner) throw problems.memberNotFound();
    if (partner.is_read_only === 1) throw problems.readOnlyMember();
    const { row, role } = await this.#decisionFor(partnerMemberId, decisionId);
    if (role !== 'coOwner') throw problems.conflict('Already signed', 'You signed this decision already; it waits for your partner.', 'joint-already-signed');
    await this.#coSign(row, request, context, 'signed-in');
    return this.view(await this.#reload(row.id), 'coOwner');
  }

  /** Either partner withdraws, signed in: before the clinic completes it, the decision stops. */
  async withdrawAsMember(memberId: number, decisionId: number, context: SignatureContext): Promise<JointDecisionView> {
    const member = await findMemberById(this.#d.db, memberId);
    if (!member) throw problems.memberNotFound();
    if (member.is_read_only === 1) throw problems.readOnlyMember();
    const { row, role } = await this.#decisionFor(memberId, decisionId);
    await this.#withdraw(row, role, context, 'signed-in');
    return this.view(await this.#reload(row.id), role);
  }

  /** The owner's withdrawal of the open decision about an item (the vault's "withdraw" on a co-owned item). */
  async withdrawOpenDecisionOfItem(ownerId: number, freezeEventId: number, context: SignatureContext): Promise<boolean> {
    const row = await this.openDecisionOf(this.#d.db, { id: freezeEventId, member_id: ownerId });
    if (!row) return false;
    await this.#withdraw(row, 'owner', context, 'signed-in');
    return true;
  }

  /** The link's identity check: the decision, its items and the terms to sign, or one refusal for everything else. */
  async verifyLink(input: CosignIdentity, context: SignatureContext): Promise<CosignView> {
    const { row, coOwner } = await this.#checkLink(input, context);
    const owner = await findMemberById(this.#d.db, row.member_id);
    if (!owner) throw linkRefused();
    const items = await this.#items(row);
    const center = await this.#d.centers.findRow(owner.center_id);
    const locale = mailLocaleOf(input.locale, center?.locale ?? 'en-US');
    let terms: CosignView['terms'] = null;
    const all = await this.#d.servedTerms(owner).catch(() => [] as SignatureTerms[]);
    const pick = all.find((t) => t.locale === locale) ?? all.find((t) => t.locale === (center?.locale ?? 'en-US')) ?? all[0];
    if (pick) terms = { locale: pick.locale, version: pick.version, title: pick.title, hash: pick.hash, body: pick.body as Record<string, unknown> };
    return {
      clinicName: center?.name ?? '',
      decision: await this.view(row, 'coOwner', coOwner),
      items: items.map((item) => ({ id: item.id, itemTypeId: item.item_type_id, count: item.count, frozenOn: item.frozen_on, description: item.description })),
      terms,
    };
  }

  /** The partner signs through the link (identity asked again with the signature); the link is then used up. */
  async signByLink(input: CosignSignRequest, context: SignatureContext): Promise<JointDecisionView> {
    const { row, tokenHash } = await this.#checkLink(input, context);
    await this.#coSign(row, { option: input.option, signature: input.signature }, context, LINK_IDENTITY, tokenHash);
    return this.view(await this.#reload(row.id), 'coOwner');
  }

  /** The partner declines through the link: the decision is withdrawn, and the owner is told. */
  async declineByLink(input: CosignIdentity, context: SignatureContext): Promise<JointDecisionView> {
    const { row, tokenHash } = await this.#checkLink(input, context);
    await this.#withdraw(row, 'coOwner', context, LINK_IDENTITY, tokenHash);
    return this.view(await this.#reload(row.id), 'coOwner');
  }

  /** The scheduled check: decisions still waiting past their time lapse, and both partners are told. */
  async lapseDue(): Promise<number> {
    const { db, clock } = this.#d;
    const now = clock.now();
    const nowIso = isoAt(now);
    const due = (await db.selectFrom('joint_decisions').selectAll().where('state', '=', 'waitingForPartner').where('lapses_at', '<=', nowIso).execute()) as DecisionRow[];
    let lapsed = 0;
    for (const row of due) {
      const result = applyJointConsentEvent(await this.#domainOf(row), { kind: 'lapse', atUtc: now });
      if (!result.ok) continue;
      const mails = await this.#partiesMail(row, (reader, locale, facts, names) =>
        consentMail.lapsed(locale, reader.firstName, facts, row.first_signer === 'owner' ? names.owner : names.coOwner, row.first_signer === 'owner' ? names.coOwner : names.owner),
      );
      await db.transaction().execute(async (trx) => {
        if (!(await this.#advance(trx, row, 'lapsed', nowIso, 'clock'))) return;
        for (const mail of mails) await this.#d.mail.enqueue(trx, mail);
        lapsed += 1;
      });
    }
    return lapsed;
  }

  /** Marks the consented decision about an item completed by the clinic; refuses when it is not fully consented. */
  async assertCompletable(db: Db, item: { id: number; member_id: number; co_owner_id: number | null }, outcome: 'complete' | 'deny'): Promise<DecisionRow | null> {
    if (item.co_owner_id === null) return null;
    const row = await this.openDecisionOf(db, item);
    if (outcome === 'deny') return row ?? null;
    if (!row || row.state !== 'consented') {
      throw problems.conflict(
        'Waiting for the partner',
        'These embryos were created with a partner and both have not signed the same decision yet, so it cannot be completed.',
        'joint-consent-missing',
      );
    }
    return row;
  }

  async closeByClinic(trx: Db, row: DecisionRow, nowIso: string, how: 'completed' | 'denied'): Promise<void> {
    if (!(await this.#advance(trx, row, how === 'completed' ? 'completed' : 'withdrawn', nowIso, how === 'completed' ? 'clinic' : 'clinic-denied'))) {
      throw problems.conflict('Changed meanwhile', 'The decision changed in the meantime (a partner withdrew). Nothing was changed.', 'item-changed');
    }
  }

  /** Decisions where the member is either partner, newest first (open ones and those ended in the last 90 days). */
  async decisionsOf(memberId: number): Promise<JointDecisionView[]> {
    const { db, clock, members } = this.#d;
    const since = isoAt(clock.now() - 90 * 86_400_000);
    // Three reads whatever the number of decisions: the decisions with both partners, then their signatures.
    const rows = (await decisionsWithPartnersOf.all(db, memberId, since)) as (DecisionRow & { partner_member_id: number | null; co_pii: string; owner_pii: string })[];
    const ids = rows.map((row) => row.id);
    const records =
      ids.length === 0
        ? []
        : await db
            .selectFrom('consent_records')
            .select(['joint_decision_id', 'signer', 'signed_name', 'signed_at_utc', 'identity_check'])
            .where('joint_decision_id', 'in', ids)
            .where('action', '=', 'sign')
            .orderBy('id')
            .execute();
    return rows.map((row) => {
      const owner = members.personalData({ pii: row.owner_pii }).profile;
      const partner = this.coOwnerPii({ pii: row.co_pii });
      return toView(
        row,
        row.member_id === memberId ? 'owner' : 'coOwner',
        `${owner.firstName} ${owner.lastName}`.trim(),
        `${partner.firstName} ${partner.lastName}`.trim(),
        records.filter((record) => record.joint_decision_id === row.id),
      );
    });
  }

  /** A decision as a partner sees it; signatures from the consent records, names as signed. */
  async view(row: DecisionRow, role: JointConsentParty, coOwnerRow?: Pick<CoOwnersTable, 'pii'>): Promise<JointDecisionView> {
    const { db, members } = this.#d;
    const owner = await findMemberById(db, row.member_id);
    const coOwner = coOwnerRow ?? (await this.findCoOwner(db, row.co_owner_id));
    const ownerProfile = owner ? members.personalData(owner).profile : null;
    const partner = coOwner ? this.coOwnerPii(coOwner) : null;
    const records = await db
      .selectFrom('consent_records')
      .select(['signer', 'signed_name', 'signed_at_utc', 'identity_check'])
      .where('joint_decision_id', '=', row.id)
      .where('action', '=', 'sign')
      .orderBy('id')
      .execute();
    return toView(
      row,
      role,
      ownerProfile ? `${ownerProfile.firstName} ${ownerProfile.lastName}`.trim() : '',
      partner ? `${partner.firstName} ${partner.lastName}`.trim() : '',
      records,
    );
  }

  async #reload(id: number): Promise<DecisionRow> {
    return (await this.#d.db.selectFrom('joint_decisions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as DecisionRow;
  }

  /** The decision and the caller's side of it; anyone else gets the same 404 as a decision that does not exist. */
  async #decisionFor(memberId: number, decisionId: number): Promise<{ row: DecisionRow; role: JointConsentParty }> {
    const row = (await this.#d.db
      .selectFrom('joint_decisions as jd')
      .innerJoin('co_owners as co', 'co.id', 'jd.co_owner_id')
      .selectAll('jd')
      .select('co.partner_member_id')
      .where('jd.id', '=', decisionId)
      .executeTakeFirst()) as (DecisionRow & { partner_member_id: number | null }) | undefined;
    if (!row) throw decisionNotFound();
    if (row.member_id === memberId) return { row, role: 'owner' };
    if (row.partner_member_id !== null && row.partner_member_id === memberId) return { row, role: 'coOwner' };
    throw decisionNotFound();
  }

  async #items(row: DecisionRow): Promise<ItemRow[]> {
    const ids = JSON.parse(row.freeze_event_ids) as number[];
    return await this.#d.db
      .selectFrom('freeze_events')
      .select(['id', 'member_id', 'item_type_id', 'status_id', 'prior_status_id', 'count', 'frozen_on', 'storage_location', 'description', 'co_owner_id'])
      .where('id', 'in', ids.length > 0 ? ids : [-1])
      .where('member_id', '=', row.member_id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  async #domainOf(row: DecisionRow): Promise<JointDecision> {
    const records = await this.#d.db.selectFrom('consent_records').select(['signer', 'signed_at_utc', 'action']).where('joint_decision_id', '=', row.id).orderBy('id').execute();
    const signatures = records.filter((r) => r.action === 'sign').map((r) => ({ party: r.signer as JointConsentParty, signedAtUtc: r.signed_at_utc }));
    const withdrawal = records.find((r) => r.action === 'withdraw');
    return {
      state: row.state as JointDecision['state'],
      option: parseJointOption(row.option),
      itemIds: JSON.parse(row.freeze_event_ids) as number[],
      coOwned: true,
      signatures,
      startedAtUtc: row.created_at,
      lapsesAtUtc: row.lapses_at,
      withdrawal: withdrawal ? { by: withdrawal.signer as JointConsentParty, atUtc: withdrawal.signed_at_utc } : null,
      completedAtUtc: row.state === 'completed' ? row.closed_at : null,
    };
  }

  /** Moves the row on only from the version that was read: two partners acting at once cannot both win. */
  async #advance(trx: Db, row: DecisionRow, state: string, nowIso: string, closedBy: string | null): Promise<boolean> {
    const ended = state !== 'waitingForPartner' && state !== 'consented';
    const result = await trx
      .updateTable('joint_decisions')
      .set({ state, version: row.version + 1, ...(ended ? { closed_at: nowIso, closed_by: closedBy } : {}) })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async #coSign(row: DecisionRow, request: JointSignRequest, context: SignatureContext, identity: string, linkHash?: string): Promise<void> {
    const { db, clock, members } = this.#d;
    const owner = await findMemberById(db, row.member_id);
    if (!owner) throw decisionNotFound();
    const coOwner = await this.findCoOwner(db, row.co_owner_id);
    if (!coOwner) throw decisionNotFound();
    const items = await this.#items(row);
    if (items.length === 0) throw decisionNotFound();
    const now = clock.now();
    const event: JointConsentEvent = { kind: 'coSign', by: 'coOwner', option: request.option, itemIds: items.map((item) => item.id), atUtc: now };
    const result = applyJointConsentEvent(await this.#domainOf(row), event);
    if (!result.ok) throw refusalProblem(result.refusal.reason);
    // The same checks as the owner's signature, now (the item may have moved, the terms changed).
    const prepared: PreparedSignature[] = [];
    for (const item of items) prepared.push(await this.#d.prepare(owner, owner.member_type as MemberType, item, parseJointOption(row.option), request.signature));
    const nowIso = isoAt(now);
    const partnerName = request.signature.fullName.normalize('NFC').trim();
    const names = this.#names(owner, coOwner);
    const facts = await this.#facts(row, owner, names, items);
    const ownerProfile = members.personalData(owner).profile;
    const partner = await this.partnerContact(coOwner);
    const ownerLocale = await this.#ownerLocale(owner, row.id);
    const recordIds: number[] = [];
    await db.transaction().execute(async (trx) => {
      if (linkHash && !(await useLink(trx, linkHash, nowIso))) throw linkRefused();
      // A renewal both signed is done (it starts a new storage period); a disposition waits for the clinic.
      const renewal = row.option === 'storage-renewal';
      if (!(await this.#advance(trx, row, renewal ? 'completed' : 'consented', nowIso, renewal ? 'renewed' : null))) {
        throw problems.conflict('Changed meanwhile', 'The decision changed in the meantime (it was withdrawn or has lapsed). Nothing was signed.', 'joint-decision-changed');
      }
      for (const [index, item] of items.entries()) {
        const { target, terms } = prepared[index]!;
        await keepTerms(trx, terms, nowIso);
        if (target && !(await moveFreezeEventStatus(trx, item.id, { fromStatus: item.status_id, toStatus: target, priorStatus: item.status_id }))) {
          throw problems.conflict('Stored item not in a suitable state', 'The stored item changed in the meantime. Nothing was signed.', 'disposition-state');
        }
        if (row.option === 'storage-renewal') await this.#d.onRenewed?.(trx, item.id, nowIso);
        const inserted = await trx
          .insertInto('consent_records')
          .values({
            member_id: owner.id,
            freeze_event_id: item.id,
            action: 'sign',
            option: row.option,
            from_status_id: item.status_id,
            to_status_id: target ?? item.status_id,
            signed_name: partnerName,
            co_owner_name: null,
            terms_version: terms.version,
            terms_hash: terms.hash,
            ...signatureEvidence(context, nowIso),
            signer: 'coOwner',
            identity_check: identity,
            joint_decision_id: row.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        recordIds.push(inserted.id);
      }
      const ownerMail = consentMail.partnerSigned(ownerLocale, ownerProfile.firstName, facts(ownerLocale), names.coOwner, nowIso);
      // The partner's copy is in the language of the terms they have just read and signed.
      const copyLocale = mailLocaleOf(prepared[0]?.terms.locale, partner.locale);
      const partnerMail = consentMail.copyOfSignature(copyLocale, partner.firstName, facts(copyLocale), nowIso);
      await this.#d.mail.enqueue(trx, { to: ownerProfile.email, ...ownerMail, ...(await this.#attachment(trx, recordIds[0], ownerLocale)) });
      if (partner.email) await this.#d.mail.enqueue(trx, { to: partner.email, ...partnerMail, ...(await this.#attachment(trx, recordIds[0], copyLocale)) });
    });
  }

  async #withdraw(row: DecisionRow, by: JointConsentParty, context: SignatureContext, identity: string, linkHash?: string): Promise<void> {
    const { db, clock, members } = this.#d;
    const result = applyJointConsentEvent(await this.#domainOf(row), { kind: 'withdraw', by, atUtc: clock.now() });
    if (!result.ok) throw refusalProblem(result.refusal.reason);
    const owner = await findMemberById(db, row.member_id);
    const coOwner = await this.findCoOwner(db, row.co_owner_id);
    if (!owner || !coOwner) throw decisionNotFound();
    const items = await this.#items(row);
    const names = this.#names(owner, coOwner);
    const facts = await this.#facts(row, owner, names, items);
    const ownerProfile = members.personalData(owner).profile;
    const contact = await this.partnerContact(coOwner);
    const ownerOwn = await this.#ownerLocale(owner, row.id);
    // The one who withdraws is told in the language of their request; the other in their own.
    const ownerLocale = by === 'owner' ? mailLocaleOf(context.acceptLanguage, ownerOwn) : ownerOwn;
    const partner = by === 'coOwner' ? { ...contact, locale: mailLocaleOf(context.acceptLanguage, contact.locale) } : contact;
    const lastTerms = await db
      .selectFrom('consent_records')
      .select(['terms_version', 'terms_hash', 'signed_name'])
      .where('joint_decision_id', '=', row.id)
      .where('signer', '=', by)
      .where('action', '=', 'sign')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const signerName = by === 'owner' ? names.owner : names.coOwner;
    const nowIso = isoAt(clock.now());
    await db.transaction().execute(async (trx) => {
      if (linkHash && !(await useLink(trx, linkHash, nowIso))) throw linkRefused();
      if (!(await this.#advance(trx, row, 'withdrawn', nowIso, by))) {
        throw problems.conflict('Changed meanwhile', 'The decision changed in the meantime. Reload to see where it stands.', 'joint-decision-changed');
      }
      for (const item of items) {
        // A consented decision moved the item: it goes back to where it was before.
        const moved = row.state === 'consented' && item.prior_status_id !== null && row.option !== 'storage-renewal';
        if (moved && !(await moveFreezeEventStatus(trx, item.id, { fromStatus: item.status_id, toStatus: item.prior_status_id!, priorStatus: null }))) {
          throw problems.conflict('Stored item not in a suitable state', 'The stored item changed in the meantime. Reload and try again.', 'disposition-state');
        }
        await insertConsentRecord(trx, {
          member_id: owner.id,
          freeze_event_id: item.id,
          action: 'withdraw',
          option: row.option,
          from_status_id: item.status_id,
          to_status_id: moved ? item.prior_status_id! : item.status_id,
          signed_name: signerName,
          co_owner_name: null,
          terms_version: lastTerms?.terms_version ?? '',
          terms_hash: lastTerms?.terms_hash ?? '',
          ...signatureEvidence(context, nowIso),
          signer: by,
          identity_check: identity,
          joint_decision_id: row.id,
        });
      }
      await this.#d.mail.enqueue(trx, {
        to: ownerProfile.email,
        ...consentMail.withdrawn(ownerLocale, ownerProfile.firstName, facts(ownerLocale), { name: signerName, isReader: by === 'owner' }, nowIso),
      });
      if (partner.email) {
        await this.#d.mail.enqueue(trx, {
          to: partner.email,
          ...consentMail.withdrawn(partner.locale, partner.firstName, facts(partner.locale), { name: signerName, isReader: by === 'coOwner' }, nowIso),
        });
      }
    });
  }

  /** The token's live link and decision, after the identity answer; every failure is the same 400, counted. */
  async #checkLink(input: CosignIdentity, context: SignatureContext): Promise<{ row: DecisionRow; coOwner: CoOwnerRow; tokenHash: string }> {
    const { db, clock, rateLimiter } = this.#d;
    const tokenHash = hashToken(input.token);
    await rateLimiter.consume('cosign', context.ip);
    const nowIso = isoAt(clock.now());
    const link = await db.selectFrom('cosign_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    const live = link && link.used_at === null && link.expires_at > nowIso && link.failures < linkMaxFailures;
    if (link) await rateLimiter.consume('cosignLink', tokenHash);
    const row = live ? ((await db.selectFrom('joint_decisions').selectAll().where('id', '=', link.decision_id).executeTakeFirst()) as DecisionRow | undefined) : undefined;
    const coOwner = row ? await this.findCoOwner(db, row.co_owner_id) : undefined;
    const pii = coOwner ? this.coOwnerPii(coOwner) : null;
    const matches = pii !== null && normalizeName(pii.lastName) === normalizeName(input.lastName) && pii.dateOfBirth === input.dateOfBirth;
    if (!matches || !row || !coOwner) {
      if (link)
        await db
          .updateTable('cosign_links')
          .set((eb) => ({ failures: eb('failures', '+', 1) }))
          .where('token_hash', '=', tokenHash)
          .execute();
      throw linkRefused();
    }
    if (row.state !== 'waitingForPartner') throw linkRefused();
    if (link && !link.verified_at) await db.updateTable('cosign_links').set({ verified_at: nowIso }).where('token_hash', '=', tokenHash).execute();
    return { row, coOwner, tokenHash };
  }

  /** What asking the partner writes: a link and its mail, or a mail to their own account's address. */
  async #askPartnerWriter(owner: MemberRow, coOwner: CoOwnerRow, item: ItemRow, decision: JointDecision): Promise<(trx: Db, decisionId: number) => Promise<void>> {
    const { centers, clock } = this.#d;
    const origin = await centers.publicOrigin(owner.center_id);
    const names = this.#names(owner, coOwner);
    const center = await centers.findRow(owner.center_id);
    const partner = await this.partnerContact(coOwner);
    const facts: DecisionFacts = {
      option: decision.option,
      items: itemInWords(partner.locale, item),
      clinic: center?.name ?? '',
      ownerName: names.owner,
      coOwnerName: names.coOwner,
      startedAtUtc: decision.startedAtUtc,
    };
    const lapseDate = decision.lapsesAtUtc.slice(0, 10);
    const token = coOwner.partner_member_id === null ? randomBytes(32).toString('base64url') : null;
    const access = token ? { link: inOwnLanguage(`${origin}/consent/cosign?token=${token}`, partner) } : { portal: inOwnLanguage(`${origin}/member/home`, partner) };
    const mail = consentMail.askPartner(partner.locale, partner.firstName, facts, access, lapseDate);
    return async (trx, decisionId) => {
      if (token) {
        await trx
          .insertInto('cosign_links')
          .values({ token_hash: hashToken(token), decision_id: decisionId, expires_at: decision.lapsesAtUtc, verified_at: null, used_at: null, created_at: isoAt(clock.now()) })
          .execute();
      }
      if (partner.email) await this.#d.mail.enqueue(trx, { to: partner.email, ...mail });
    };
  }

  /**
   * Where the partner is written to: their account's name and address when they have one (`account`),
   * else those the member gave; the mail language — with an account, the one they chose in the portal,
   * else the one on the clinic's record; without, the one on record, else the one they last signed a
   * decision in through their link (they read the co-signing page in the language they choose there) —
   * and `ownLocale` when it is theirs, not only the clinic's.
   */
  async partnerContact(coOwner: CoOwnerRow): Promise<{ firstName: string; email: string; locale: MailLocale; ownLocale: boolean; account: boolean }> {
    const pii = this.coOwnerPii(coOwner);
    if (coOwner.partner_member_id !== null) {
      const account = await findMemberById(this.#d.db, coOwner.partner_member_id);
      if (account) {
        const { profile } = this.#d.members.personalData(account);
        const center = await this.#d.centers.findRow(account.center_id);
        return {
          firstName: profile.firstName,
          email: profile.email,
          ...memberMailLanguage({ locale: account.locale ?? pii.locale ?? null }, center?.locale ?? 'en-US'),
          account: true,
        };
      }
    }
    const owner = await findMemberById(this.#d.db, coOwner.member_id);
    const center = owner ? await this.#d.centers.findRow(owner.center_id) : undefined;
    const chosen = pii.locale ?? (await this.#partnerSignedLocale(coOwner.id, center?.locale ?? 'en-US')) ?? null;
    return { firstName: pii.firstName, email: pii.email, ...memberMailLanguage({ locale: chosen }, center?.locale ?? 'en-US'), account: false };
  }

  /**
   * The language of the terms the partner last signed, on any decision about the items they share, when
   * it is not the clinic's (a page read in the clinic's language says nothing of a choice); else undefined.
   */
  async #partnerSignedLocale(coOwnerId: number, clinicLocale: string): Promise<string | undefined> {
    const signed = await this.#d.db
      .selectFrom('consent_records as cr')
      .innerJoin('joint_decisions as jd', 'jd.id', 'cr.joint_decision_id')
      .innerJoin('consent_terms as ct', 'ct.hash', 'cr.terms_hash')
      .select('ct.locale')
      .where('jd.co_owner_id', '=', coOwnerId)
      .where('cr.signer', '=', 'coOwner')
      .orderBy('cr.id', 'desc')
      .executeTakeFirst();
    return signed && mailLocaleOf(signed.locale, clinicLocale) !== mailLocaleOf(undefined, clinicLocale) ? signed.locale : undefined;
  }

  /** The owner's language: the one they chose in the portal, else the one they signed the decision in, else the clinic's. */
  async #ownerLocale(owner: MemberRow, decisionId: number): Promise<MailLocale> {
    const center = await this.#d.centers.findRow(owner.center_id);
    if (owner.locale) return mailLocaleOf(owner.locale, center?.locale ?? 'en-US');
    const signed = await this.#d.db
      .selectFrom('consent_records as cr')
      .innerJoin('consent_terms as ct', 'ct.hash', 'cr.terms_hash')
      .select('ct.locale')
      .where('cr.joint_decision_id', '=', decisionId)
      .where('cr.signer', '=', 'owner')
      .orderBy('cr.id')
      .executeTakeFirst();
    return mailLocaleOf(signed?.locale, center?.locale ?? 'en-US');
  }

  #names(owner: MemberRow, coOwner: CoOwnerRow): { owner: string; coOwner: string } {
    const profile = this.#d.members.personalData(owner).profile;
    const pii = this.coOwnerPii(coOwner);
    return { owner: `${profile.firstName} ${profile.lastName}`.trim(), coOwner: `${pii.firstName} ${pii.lastName}`.trim() };
  }

  /** The decision's facts as a reader reads them: the items named in that reader's language (each partner may read another). */
  async #facts(row: DecisionRow, owner: MemberRow, names: { owner: string; coOwner: string }, items: ItemRow[]): Promise<(locale: MailLocale) => DecisionFacts> {
    const center = await this.#d.centers.findRow(owner.center_id);
    return (locale) => ({
      option: row.option,
      items: items.map((item) => itemInWords(locale, item)).join(', '),
      clinic: center?.name ?? '',
      ownerName: names.owner,
      coOwnerName: names.coOwner,
      startedAtUtc: row.created_at,
    });
  }

  /** Mail for both partners (the same facts, each in their language). */
  async #partiesMail(
    row: DecisionRow,
    compose: (
      reader: { firstName: string },
      locale: MailLocale,
      facts: DecisionFacts,
      names: { owner: string; coOwner: string },
    ) => { subject: string; text: string; html: string },
  ): Promise<{ to: string; subject: string; text: string; html: string }[]> {
    const owner = await findMemberById(this.#d.db, row.member_id);
    const coOwner = await this.findCoOwner(this.#d.db, row.co_owner_id);
    if (!owner || !coOwner) return [];
    const items = await this.#items(row);
    const names = this.#names(owner, coOwner);
    const facts = await this.#facts(row, owner, names, items);
    const ownerProfile = this.#d.members.personalData(owner).profile;
    const partner = await this.partnerContact(coOwner);
    const ownerLocale = await this.#ownerLocale(owner, row.id);
    const out = [{ to: ownerProfile.email, ...compose({ firstName: ownerProfile.firstName }, ownerLocale, facts(ownerLocale), names) }];
    if (partner.email) out.push({ to: partner.email, ...compose({ firstName: partner.firstName }, partner.locale, facts(partner.locale), names) });
    return out;
  }

  async #attachment(trx: Db, recordId: number | undefined, locale: MailLocale): Promise<{ attachments?: { filename: string; contentType: string; contentBase64: string }[] }> {
    if (recordId === undefined || !this.#d.documentOf) return {};
    const pdf = await this.#d.documentOf(recordId, locale, trx);
    return pdf ? { attachments: [{ filename: consentMail.attachmentName(locale, recordId), contentType: 'application/pdf', contentBase64: pdf.toString('base64') }] } : {};
  }
}

/** A decision as a partner sees it, from its row, the two names and its signature records (in signing order). */
function toView(
  row: DecisionRow,
  role: JointConsentParty,
  ownerName: string,
  coOwnerName: string,
  records: readonly { signer: string; signed_name: string; signed_at_utc: string; identity_check: string }[],
): JointDecisionView {
  // One signature per party (a decision over several items has a record per item).
  const seen = new Set<string>();
  const signatures = records
    .filter((record) => (seen.has(record.signer) ? false : (seen.add(record.signer), true)))
    .map((record) => ({ party: record.signer as JointConsentParty, name: record.signed_name, signedAtUtc: record.signed_at_utc, identityCheck: record.identity_check }));
  return {
    id: row.id,
    option: parseJointOption(row.option),
    state: row.state,
    freezeEventIds: JSON.parse(row.freeze_event_ids) as number[],
    yourRole: role,
    ownerName,
    coOwnerName,
    signatures,
    startedAtUtc: row.created_at,
    lapsesAtUtc: row.lapses_at,
    closedAtUtc: row.closed_at,
    closedBy: row.closed_by,
  };
}

const linkMaxFailures = 5;

async function useLink(trx: Db, tokenHash: string, nowIso: string): Promise<boolean> {
  const result = await trx.updateTable('cosign_links').set({ used_at: nowIso }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps the exact terms text a signature names (once per hash). */
export async function keepTerms(trx: Db, terms: SignatureTerms, nowIso: string): Promise<void> {
  await keepConsentTerms(trx, {
    hash: terms.hash,
    version: terms.version,
    locale: terms.locale,
    title: terms.title,
    body_json: JSON.stringify(terms.body),
    first_signed_at_utc: nowIso,
  });
}

function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}

function refusalProblem(reason: string): HttpProblem {
  switch (reason) {
    case 'optionMismatch':
    case 'itemsMismatch':
      return problems.conflict(
        'Not the same decision',
        'Your partner signed a different decision. Both of you must sign the same option for the same items.',
        'joint-decision-mismatch',
      );
    case 'alreadySigned':
      return problems.conflict('Already signed', 'You signed this decision already; it waits for your partner.', 'joint-already-signed');
    case 'lapsed':
      return problems.conflict('Lapsed', 'This decision waited too long for both signatures and has lapsed. Nothing changed; you can start a new one.', 'joint-decision-lapsed');
    case 'alreadyCompleted':
      return problems.conflict(
        'Already carried out',
        'The clinic has already carried out this decision, so it can no longer be withdrawn online. Please contact the clinic.',
        'joint-decision-completed',
      );
    default:
      return problems.conflict('No longer open', 'This decision is no longer open: it was withdrawn, has lapsed or was completed.', 'joint-decision-closed');
  }
}
