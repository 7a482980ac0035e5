// Dispositions (architecture §5, §7): a member signs for what should happen to a stored item,
// which moves it from CRYC/CRYL to the option's exploring state, or withdraws back to where it
// came from. The rules are the shared ones of contract/domain; this service adds ownership, the
// read-only refusal, the thaw-and-discard age limit from the content service, and writes one
// append-only consent record per signature or withdrawal in the same transaction as the move.
// The terms a signature names are checked against the text the content service serves this
// member (version and hash), and that exact text is kept with the record: a record proves
// what was agreed, not what a browser said was agreed.
import { classifyMemberTransition, exploringCodeFor, pursuableStates } from '../../contract/domain/statusTransitions.ts';
import { dispositionOptionsFor, optionOfExploringState, type DispositionOption } from '../../contract/domain/dispositionOptions.ts';
import { isEligibleForThawAndDiscard } from '../../contract/domain/isEligibleForThawAndDiscard.ts';
import { parseStatus } from '../../contract/domain/storedItemStatus.ts';
import type { MemberType } from '../../contract/api/auth.ts';
import type { ConsentRecord, ConsentTerms, DispositionRequest } from '../../contract/api/member-area.ts';
import type { FreezeEvent } from '../../contract/api/members.ts';
import type { Db } from '../db/database.ts';
import { findConsentTermsOfMember, findLastSignature, insertConsentRecord, listConsentRecords } from '../db/repositories/consent-records-repository.ts';
import { findOwnFreezeEvent, moveFreezeEventStatus, type OwnFreezeEventRow } from '../db/repositories/freeze-events-repository.ts';
import { findActiveReservationOfFreeze } from '../db/repositories/matching-requests-repository.ts';
import { findMemberById, type MemberRow } from '../db/repositories/members-repository.ts';
import { HttpProblem, problems, SubCode } from '../http-problem.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import { ContentUnavailableError, type ContentRules, type SignatureTerms } from './content-rules.ts';
import { JointConsentService, keepTerms, signatureEvidence, type ItemRow, type PreparedSignature, type SignatureContext } from './joint-consent-service.ts';
import type { MailQueue } from './mail-outbox.ts';
import type { MembersService } from './members-service.ts';
import type { PiiCipher } from './pii-cipher.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { JointOption } from '../../contract/domain/jointConsent.ts';
import type { ESignature } from '../../contract/api/member-area.ts';
import type { MailLocale } from './account-mail.ts';

export type { SignatureContext };

export interface DispositionsDeps {
  db: Db;
  clock: Clock;
  content: ContentRules;
  members: MembersService;
  centers: CentersService;
  cipher: PiiCipher;
  mail: MailQueue;
  rateLimiter: RateLimiter;
  /** Days a joint decision waits for the partner's signature before it lapses. */
  jointLapseDays?: number;
  onRenewed?: (trx: Db, freezeEventId: number, atIso: string) => Promise<void>;
  documentOf?: (recordId: number, locale: MailLocale, db: Db) => Promise<Buffer | null>;
}

const itemNotFound = () => problems.notFound('The stored item was not found.');
const stateConflict = (detail: string) => problems.conflict('Stored item not in a suitable state', detail, 'disposition-state');
const termsNotServed = () =>
  problems.conflict(
    'Consent text has changed',
    'The consent text you signed is not the one the clinic shows now. Reload the page, read the current text and sign again.',
    'terms-mismatch',
  );
const contentUnavailable = (detail: string) =>
  new HttpProblem({ status: 503, title: 'Service unavailable', detail, kind: 'content-unavailable', headers: { 'Retry-After': '60' } });
const optionNotAvailable = (detail: string) => new HttpProblem({ status: 422, title: 'Option not available', detail, kind: 'disposition-option' });

export class DispositionsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #content: ContentRules;
  readonly #members: MembersService;
  /** Decisions about items created with a partner (both must sign). */
  readonly joint: JointConsentService;

  constructor(deps: DispositionsDeps) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#content = deps.content;
    this.#members = deps.members;
    this.joint = new JointConsentService(
      {
        db: deps.db,
        clock: deps.clock,
        cipher: deps.cipher,
        centers: deps.centers,
        members: deps.members,
        mail: deps.mail,
        rateLimiter: deps.rateLimiter,
        prepare: (owner, memberType, item, option, signature) => this.prepare(owner, memberType, item, option, signature),
        servedTerms: (owner) => this.#content.signatureTerms(owner.center_id, owner.member_type as MemberType),
        ...(deps.onRenewed ? { onRenewed: deps.onRenewed } : {}),
        ...(deps.documentOf ? { documentOf: deps.documentOf } : {}),
      },
      deps.jointLapseDays,
    );
  }

  async sign(memberId: number, freezeId: number, request: DispositionRequest, context: SignatureContext): Promise<FreezeEvent> {
    const option = request.option;
    const { member, memberType, item } = await this.#load(memberId, freezeId);
    const { target, terms } = await this.prepare(member, memberType, item, option, request.signature);
    if (item.co_owner_id !== null) {
      // Embryos created with a partner: this signature waits for theirs, and the item stays where it is.
      await this.joint.startByOwner({ owner: member, item, option, terms, signature: request.signature, context });
      return toFreezeEvent(item);
    }
    if (!target) throw optionNotAvailable(`${describeOption(option)} is not available for this kind of stored item.`);

    const now = isoAt(this.#clock.now());
    await this.#db.transaction().execute(async (trx) => {
      await keepTerms(trx, terms, now);
      if (!(await moveFreezeEventStatus(trx, item.id, { fromStatus: item.status_id, toStatus: target, priorStatus: item.status_id }))) {
        throw stateConflict('The stored item changed in the meantime. Reload and try again.');
      }
      await insertConsentRecord(trx, {
        member_id: memberId,
        freeze_event_id: item.id,
        action: 'sign',
        option,
        from_status_id: item.status_id,
        to_status_id: target,
        signed_name: request.signature.fullName.normalize('NFC').trim(),
        co_owner_name: null,
        terms_version: terms.version,
        terms_hash: terms.hash,
        ...signatureEvidence(context, now),
      });
    });
    return toFreezeEvent({ ...item, status_id: target });
  }

  /**
   * The rules a signature must pass, for the owner's signature and again for the partner's: the
   * option is offered, the item is where options can start, thaw-and-discard is old enough, and the
   * terms named are those served. `storage-renewal` only checks the terms. Target null: no move.
   */
  async prepare(member: MemberRow, memberType: MemberType, item: ItemRow, jointOption: JointOption, signature: ESignature): Promise<PreparedSignature> {
    if (jointOption === 'storage-renewal') return { target: null, terms: await this.#servedTerms(member, memberType, signature) };
    const option = jointOption;
    if (!dispositionOptionsFor(memberType).includes(option)) {
      throw optionNotAvailable(`${describeOption(option)} is not one of the options for this membership.`);
    }
    const target = exploringCodeFor(memberType, option);
    if (!target) throw optionNotAvailable(`${describeOption(option)} is not available for this kind of stored item.`);
    if (item.status_id === target) {
      throw problems.conflict('Already chosen', `This stored item is already set to ${describeOption(option).toLowerCase()}.`, 'disposition-already-chosen');
    }
    const current = parseStatus(item.status_id);
    if (current && optionOfExploringState(current.state)) {
      throw stateConflict('Another option is already being pursued for this stored item. Withdraw it first.');
    }
    if (!current || !pursuableStates.includes(current.state) || classifyMemberTransition(memberType, item.status_id, target)?.kind !== 'pursue') {
      throw stateConflict('Options can only be chosen for items that are cryopreserved at the clinic or at the long-term facility.');
    }
    if (option === 'thaw-and-discard') await this.#assertThawEligible(member, memberType, item);
    return { target, terms: await this.#servedTerms(member, memberType, signature) };
  }

  /**
   * Withdraws the option the member chose, back to the status the item had before. Items put
   * into an exploring state by the clinic (no prior status known) cannot be withdrawn online.
   */
  async withdraw(memberId: number, freezeId: number, context: SignatureContext): Promise<FreezeEvent> {
    const { member, memberType, item } = await this.#load(memberId, freezeId);
    if (item.co_owner_id !== null && (await this.joint.withdrawOpenDecisionOfItem(memberId, item.id, context))) {
      const now = await findOwnFreezeEvent(this.#db, memberId, freezeId);
      return toFreezeEvent(now ?? item);
    }
    const current = parseStatus(item.status_id);
    const option = current && !current.sub ? optionOfExploringState(current.state) : null;
    if (!option) throw stateConflict('No option is being pursued for this stored item, so there is nothing to withdraw.');

    // Only the status recorded when the member signed: an older signature says nothing of how the
    // item came to be where it is now (the clinic may have moved it since).
    const signature = await findLastSignature(this.#db, item.id);
    const prior = item.prior_status_id;
    if (!prior || classifyMemberTransition(memberType, item.status_id, prior, prior)?.kind !== 'withdraw') {
      throw stateConflict('This option was not chosen online, so it cannot be withdrawn here. Please contact the clinic.');
    }

    const { profile } = this.#members.personalData(member);
    const now = isoAt(this.#clock.now());
    await this.#db.transaction().execute(async (trx) => {
      if (!(await moveFreezeEventStatus(trx, item.id, { fromStatus: item.status_id, toStatus: prior, priorStatus: null }))) {
        throw stateConflict('The stored item changed in the meantime. Reload and try again.');
      }
      await insertConsentRecord(trx, {
        member_id: memberId,
        freeze_event_id: item.id,
        action: 'withdraw',
        option,
        from_status_id: item.status_id,
        to_status_id: prior,
        // The withdrawal is made by the signed-in member and refers to the terms they had signed.
        signed_name: `${profile.firstName} ${profile.lastName}`.trim(),
        co_owner_name: null,
        terms_version: signature?.terms_version ?? '',
        terms_hash: signature?.terms_hash ?? '',
        ...signatureEvidence(context, now),
      });
    });
    return toFreezeEvent({ ...item, status_id: prior });
  }

  async consentRecords(memberId: number): Promise<ConsentRecord[]> {
    const rows = await listConsentRecords(this.#db, memberId);
    return rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      freezeEventId: row.freeze_event_id,
      action: row.action as ConsentRecord['action'],
      option: row.option,
      fromStatusId: row.from_status_id,
      toStatusId: row.to_status_id,
      signedName: row.signed_name,
      // A record is one person's signature: it never names a partner as if they had signed with it.
      coOwnerName: null,
      signer: row.signer as 'owner' | 'coOwner',
      identityCheck: row.identity_check,
      jointDecisionId: row.joint_decision_id,
      termsVersion: row.terms_version,
      termsHash: row.terms_hash,
      signedAtUtc: row.signed_at_utc,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
    }));
  }

  /** The terms text a member signed, as kept with their consent record (404 when no record of theirs names it). */
  async consentTerms(memberId: number, hash: string): Promise<ConsentTerms> {
    const row = await findConsentTermsOfMember(this.#db, memberId, hash);
    if (!row) throw problems.notFound('No consent record of yours names these terms.');
    return {
      hash: row.hash,
      version: row.version,
      locale: row.locale,
      title: row.title,
      body: JSON.parse(row.body_json) as Record<string, unknown>,
      firstSignedAtUtc: row.first_signed_at_utc,
    };
  }

  /** The served terms a signature names by version and hash, or a refusal (never the browser's word alone). */
  async #servedTerms(member: MemberRow, memberType: MemberType, signature: DispositionRequest['signature']): Promise<SignatureTerms> {
    let served: SignatureTerms[];
    try {
      served = await this.#content.signatureTerms(member.center_id, memberType);
    } catch (error) {
      if (!(error instanceof ContentUnavailableError)) throw error;
      throw contentUnavailable('The consent text could not be checked just now, so nothing was signed. Please try again in a few minutes.');
    }
    const match = served.find((terms) => terms.version === signature.termsVersion && terms.hash === signature.termsHash);
    if (!match) throw termsNotServed();
    return match;
  }

  async #load(memberId: number, freezeId: number): Promise<{ member: MemberRow; memberType: MemberType; item: OwnFreezeEventRow }> {
    const member = await findMemberById(this.#db, memberId);
    if (!member) throw problems.memberNotFound();
    if (member.is_read_only === 1) throw problems.readOnlyMember();
    const item = await findOwnFreezeEvent(this.#db, memberId, freezeId);
    if (!item) throw itemNotFound();
    // Embryos a recipient holds a reservation of are promised: the couple cannot change them online.
    if (await findActiveReservationOfFreeze(this.#db, item.id)) {
      throw problems.conflict(
        'Reserved for a recipient',
        'These embryos are reserved for a recipient, so this cannot be changed online. Please contact the clinic.',
        'disposition-reserved',
      );
    }
    return { member, memberType: member.member_type as MemberType, item };
  }

  async #assertThawEligible(member: MemberRow, memberType: MemberType, item: OwnFreezeEventRow): Promise<void> {
    let hours: number | null;
    try {
      hours = await this.#content.thawAndDiscardIfOlderThanHours(member.center_id, memberType);
    } catch (error) {
      if (!(error instanceof ContentUnavailableError)) throw error;
      throw contentUnavailable('The rules for thaw and discard could not be read just now. Please try again in a few minutes.');
    }
    if (!isEligibleForThawAndDiscard(item.frozen_on, this.#clock.now(), hours)) {
      throw new HttpProblem({
        status: 422,
        title: 'Not yet eligible for thaw and discard',
        detail: `Items can be thawed and discarded only once they have been stored for more than ${String(hours)} hours. Please contact the clinic about this item.`,
        subCode: SubCode.closeFreezeDateViaDisposition,
        kind: 'thaw-and-discard-too-early',
      });
    }
  }
}

function describeOption(option: DispositionOption): string {
  const words: Record<DispositionOption, string> = {
    'donate-to-science': 'Donation to science',
    'donate-to-another-couple': 'Donation to another couple',
    'donate-anonymously': 'Anonymous donation',
    'use-your-own': 'Using your own',
    'thaw-and-discard': 'Thaw and discard',
  };
  return words[option];
}

export function toFreezeEvent(row: Omit<OwnFreezeEventRow, 'prior_status_id' | 'co_owner_id'>): FreezeEvent {
  return {
    id: row.id,
    memberId: row.member_id,
    itemTypeId: row.item_type_id,
    statusId: row.status_id,
    count: row.count,
    frozenOn: row.frozen_on,
    storageLocation: row.storage_location,
    description: row.description,
  };
}
