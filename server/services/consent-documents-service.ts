// Consent records as documents (issue 13): each record renders as a PDF (consent-document.ts) with
// every signature of its decision, the exact terms text and its hash, in the reader's language. A
// member may open the records of their own items and, as a partner, those of decisions they took
// part in; staff open them through the member page (their access is checked there).
import { mailLocaleOf, type MailLocale } from './account-mail.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import { renderConsentDocument, type ConsentDocumentInput, type ConsentDocumentSignature } from './consent-document.ts';
import type { JointConsentService } from './joint-consent-service.ts';
import type { MembersService } from './members-service.ts';
import type { Db } from '../db/database.ts';
import { findMemberById } from '../db/repositories/members-repository.ts';
import { findCenterById } from '../db/repositories/centers-repository.ts';
import { problems } from '../http-problem.ts';

export interface ConsentDocumentsDeps {
  db: Db;
  clock: Clock;
  centers: CentersService;
  members: MembersService;
  joint: () => JointConsentService;
}

const recordNotFound = () => problems.notFound('The consent record was not found.');

export class ConsentDocumentsService {
  readonly #d: ConsentDocumentsDeps;

  constructor(deps: ConsentDocumentsDeps) {
    this.#d = deps;
  }

  /** Whether the member may open the record: it is about their item, or about a decision they are the partner in. */
  async mayRead(memberId: number, recordId: number): Promise<boolean> {
    const row = await this.#d.db
      .selectFrom('consent_records as cr')
      .leftJoin('joint_decisions as jd', 'jd.id', 'cr.joint_decision_id')
      .leftJoin('co_owners as co', 'co.id', 'jd.co_owner_id')
      .select(['cr.member_id', 'co.partner_member_id'])
      .where('cr.id', '=', recordId)
      .executeTakeFirst();
    return row !== undefined && (row.member_id === memberId || (row.partner_member_id !== null && row.partner_member_id === memberId));
  }

  /** The record as a member reads it (404 unless mayRead), in the language asked for. */
  async forMember(memberId: number, recordId: number, acceptLanguage: string | undefined): Promise<Buffer> {
    if (!(await this.mayRead(memberId, recordId))) throw recordNotFound();
    const member = await findMemberById(this.#d.db, memberId);
    const center = member ? await this.#d.centers.findRow(member.center_id) : undefined;
    const pdf = await this.render(recordId, mailLocaleOf(acceptLanguage, center?.locale ?? 'en-US'));
    if (!pdf) throw recordNotFound();
    return pdf;
  }

  /** The record of a given member's item, for staff who may read that member. */
  async forStaff(memberId: number, recordId: number, acceptLanguage: string | undefined): Promise<Buffer> {
    const row = await this.#d.db.selectFrom('consent_records').select('member_id').where('id', '=', recordId).executeTakeFirst();
    if (!row || row.member_id !== memberId) throw recordNotFound();
    const pdf = await this.render(recordId, mailLocaleOf(acceptLanguage, 'en-US'));
    if (!pdf) throw recordNotFound();
    return pdf;
  }

  /** Renders the record with every signature of its decision (a single record when there is none). */
  async render(recordId: number, locale: MailLocale, db: Db = this.#d.db): Promise<Buffer | null> {
    const { members, clock } = this.#d;
    const record = await db.selectFrom('consent_records').selectAll().where('id', '=', recordId).executeTakeFirst();
    if (!record) return null;
    const owner = await findMemberById(db, record.member_id);
    if (!owner) return null;
    // Read with the caller's handle only: inside a transaction, another read would wait for it.
    const center = await findCenterById(db, owner.center_id);
    const decision =
      record.joint_decision_id !== null ? await db.selectFrom('joint_decisions').selectAll().where('id', '=', record.joint_decision_id).executeTakeFirst() : undefined;
    const related = decision ? await db.selectFrom('consent_records').selectAll().where('joint_decision_id', '=', decision.id).orderBy('id').execute() : [record];
    // One line per person and action (a decision over several items has one record per item).
    const seen = new Set<string>();
    const signatures: ConsentDocumentSignature[] = related
      .filter((r) => (seen.has(`${r.signer}|${r.action}`) ? false : (seen.add(`${r.signer}|${r.action}`), true)))
      .map((r) => ({
        action: r.option === 'storage-renewal' && r.action === 'sign' ? 'renew' : (r.action as 'sign' | 'withdraw'),
        signer: r.signer as 'owner' | 'coOwner',
        signedName: r.signed_name,
        signedAtUtc: r.signed_at_utc,
        identityCheck: r.identity_check === 'link:last-name+date-of-birth' ? 'link:last-name+date-of-birth' : 'signed-in',
        ipAddress: r.ip_address,
      }));
    const itemIds = decision ? (JSON.parse(decision.freeze_event_ids) as number[]) : [record.freeze_event_id];
    const items = await db
      .selectFrom('freeze_events')
      .select(['id', 'item_type_id', 'count', 'frozen_on'])
      .where('id', 'in', itemIds.length > 0 ? itemIds : [-1])
      .orderBy('id')
      .execute();
    const signedTerms = related.find((r) => r.signer === record.signer && r.action === 'sign' && r.terms_hash) ?? related.find((r) => r.terms_hash);
    const terms = signedTerms?.terms_hash ? await db.selectFrom('consent_terms').selectAll().where('hash', '=', signedTerms.terms_hash).executeTakeFirst() : undefined;
    const coOwner = decision ? await this.#d.joint().findCoOwner(db, decision.co_owner_id) : undefined;
    const partner = coOwner ? this.#d.joint().coOwnerPii(coOwner) : null;
    const { profile } = members.personalData(owner);
    const input: ConsentDocumentInput = {
      locale,
      timeZone: center?.time_zone ?? 'UTC',
      clinicName: center?.name ?? '',
      memberName: `${profile.firstName} ${profile.lastName}`.trim(),
      coOwnerName: partner ? `${partner.firstName} ${partner.lastName}`.trim() : null,
      option: record.option,
      state: decision ? (decision.state as ConsentDocumentInput['state']) : 'single',
      items: items.map((item) => ({ id: item.id, itemType: item.item_type_id, count: item.count, frozenOn: item.frozen_on })),
      signatures,
      terms: terms ? { title: terms.title, version: terms.version, hash: terms.hash, body: JSON.parse(terms.body_json) as unknown } : null,
      generatedAtUtc: isoAt(clock.now()),
    };
    return renderConsentDocument(input);
  }
}
