// Requests between a recipient and a donor couple (issue 5), their matching home and the donor's
// contract eligibility. A recipient whose profile is Current asks a listed couple for a match, for
// photos (OPEN couples only) or to reserve one freeze event (after an accepted match), and may
// cancel what is REQUESTED or ACCEPTED; the couple accepts or declines what is REQUESTED. One
// active request per kind and pair (a repeated request answers the existing one) and one active
// reservation per freeze event, both kept by unique indexes so concurrent requests cannot both
// win. An accepted reservation moves the freeze event to "exploring donation to another couple"
// (the couple must be eligible for a donation contract) and a cancellation moves it back to the
// status the request remembered. Both sides get an e-mail at every step; the recipient learns no
// more of a couple than its privacy allows (first names for OPEN, the profile code otherwise).
import { isMatchingProfileCurrent } from '../../contract/domain/memberRules.ts';
import { REGISTERED_STAGE_ID } from '../../contract/domain/constants.ts';
import type {
  AnswerRequestQuery,
  OfferedFreezes,
  RequestingRecipient,
  CancelRequestQuery,
  ConfirmRequestQuery,
  ContractEligibility,
  MatchingHome,
  MatchingRequest,
  RequestKind,
  RequestStateCode,
} from '../../contract/api/matching-site.ts';
import type { Db } from '../db/database.ts';
import { moveFreezeEventStatus } from '../db/repositories/freeze-events-repository.ts';
import {
  countDonatableFreezes,
  findDonatableFreeze,
  findListedProfile,
  findOfferedFreeze,
  findProfileRow,
  listOfferableFreezes,
  saveOfferedFreezes,
} from '../db/repositories/matching-repository.ts';
import {
  findActiveRequest,
  listActiveReservations,
  findActiveReservationOfFreeze,
  findRequestById,
  hasActiveRequestBetween,
  insertRequest,
  listRequestsOf,
  moveRequestState,
  type RequestKey,
  type RequestRow,
} from '../db/repositories/matching-requests-repository.ts';
import { findMemberById } from '../db/repositories/members-repository.ts';
import { problems } from '../http-problem.ts';
import { entityTag, preconditionProblems, type Precondition } from '../http-preconditions.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import { memberMailLanguage } from './account-mail.ts';
import type { MailQueue } from './mail-outbox.ts';
import { matchingRequestMail, type MatchingMailSide } from './matching-mail.ts';
import {
  assertMatchingSiteOpen,
  donorNameForRecipient,
  firstNamesOf,
  loadDonor,
  loadMatchingMember,
  loadSearchingRecipient,
  matchingProblems,
  parseJson,
  visibleCoupleInformation,
  type MatchingRole,
} from './matching-access.ts';
import { profileCodeOf, type MatchingProfileService } from './matching-profile-service.ts';
import type { MembersService } from './members-service.ts';

/** Exploring donation to another couple (spec §4): where an accepted reservation puts the freeze event. */
export const EXPLORING_DONATION_STATUS = 'ICR-EDON----------------';

const requestProblems = {
  disclaimerRequired: () => problems.badRequest('Disclaimer not confirmed', 'Confirm that you have read the disclaimer before sending a request.', 'request-disclaimer-required'),
  freezeRequired: () => problems.badRequest('Embryos not chosen', 'Choose the embryos (freezeId) to reserve.', 'request-freeze-required'),
  photosOnlyWithoutFreeze: () => problems.badRequest('Unexpected freezeId', 'A photo request is not about particular embryos.', 'request-freeze-unexpected'),
  freezeNotFound: () => problems.notFound('The embryos were not found.'),
  /** Another member's embryos, embryos the couple does not offer and missing ones all answer alike. */
  freezeNotOffered: () => problems.notFound('These embryos are not among those the couple offers.'),
  reservedStaysOffered: () => problems.conflict('Embryos reserved', 'Embryos a recipient has reserved stay offered until the reservation ends.', 'reserved-embryos-stay-offered'),
  recipientNotFound: () => problems.notFound('No request from this recipient is waiting or accepted.'),
  photosNotOffered: () => problems.conflict('Photos not offered', 'This couple shares no photos: only couples with an open profile do.', 'photos-not-offered'),
  matchNotAccepted: () => problems.conflict('Match not accepted', 'Embryos can be reserved once the couple has accepted your match request.', 'match-not-accepted'),
  alreadyReserved: () => problems.conflict('Embryos already reserved', 'These embryos are reserved for another recipient.', 'embryos-already-reserved'),
  notOpen: () => problems.conflict('Request not open', 'Only a request that is waiting for an answer can be accepted or declined.', 'request-not-open'),
  notActive: () => problems.conflict('Nothing to cancel', 'Only a request that is waiting for an answer or accepted can be cancelled.', 'request-not-active'),
  freezeChanged: () => problems.conflict('Embryos changed', 'The status of the embryos changed in the meantime. Please contact the clinic.', 'embryos-changed'),
  ineligible: (reasons: string[]) =>
    problems.conflict('Not eligible for a donation contract', `The reservation cannot be accepted yet: ${reasons.join(', ')}.`, 'donation-contract-ineligible'),
};

export interface RequestsServiceDeps {
  db: Db;
  clock: Clock;
  centers: CentersService;
  members: MembersService;
  profiles: MatchingProfileService;
  mail: MailQueue;
}

export class MatchingRequestsService {
  readonly #d: RequestsServiceDeps;

  constructor(deps: RequestsServiceDeps) {
    this.#d = deps;
  }

  /** ConfirmMatchRequest / ConfirmPhotosRequest / ConfirmRequestReservation (recipient). */
  async request(memberId: number, kind: RequestKind, query: ConfirmRequestQuery, acceptLanguage?: string): Promise<MatchingRequest> {
    const { db } = this.#d;
    const recipient = await loadSearchingRecipient(db, memberId);
    await assertMatchingSiteOpen(this.#d.centers, recipient.center_id);
    if (!query.requestConfirmDisclaimer) throw requestProblems.disclaimerRequired();
    const donor = await findListedProfile(db, query.requestMemberId);
    if (!donor) throw matchingProblems.donorNotFound();
    const key = this.#key(kind, memberId, query.requestMemberId, query.freezeId);

    if (kind === 'PHOTOS' && donor.privacy_type_id !== 'OPEN') throw requestProblems.photosNotOffered();
    if (kind === 'RESERVATION') {
      if (!(await findOfferedFreeze(db, donor.member_id, key.freezeId ?? 0))) throw requestProblems.freezeNotOffered();
      const match = await findActiveRequest(db, { kind: 'MATCH', recipientMemberId: memberId, donorMemberId: donor.member_id });
      if (match?.state !== 'ACCEPTED') throw requestProblems.matchNotAccepted();
    }

    const existing = await findActiveRequest(db, key);
    if (existing) return this.#view(existing, 'RECIPIENT');
    if (kind === 'RESERVATION' && (await findActiveReservationOfFreeze(db, key.freezeId ?? 0))) throw requestProblems.alreadyReserved();
    const id = await insertRequest(db, key, isoAt(this.#d.clock.now()));
    if (id === null) {
      // A concurrent request won: the same recipient's is answered again, anybody else's reservation is refused.
      const winner = await findActiveRequest(db, key);
      if (winner) return this.#view(winner, 'RECIPIENT');
      throw requestProblems.alreadyReserved();
    }
    return this.#changed(id, 'RECIPIENT', acceptLanguage);
  }

  /** ConfirmMatchCancellation / ConfirmPhotosCancellation / ConfirmReservationCancellation (recipient). */
  async cancel(memberId: number, kind: RequestKind, query: CancelRequestQuery, acceptLanguage?: string): Promise<MatchingRequest> {
    const { db } = this.#d;
    const { member, role } = await loadMatchingMember(db, memberId);
    if (role !== 'RECIPIENT') throw matchingProblems.notARecipient();
    await assertMatchingSiteOpen(this.#d.centers, member.center_id);
    const active = await findActiveRequest(db, this.#key(kind, memberId, query.requestMemberId, query.freezeId));
    if (!active) throw requestProblems.notActive();
    const nowIso = isoAt(this.#d.clock.now());
    const ended: number[] = [];
    await db.transaction().execute(async (trx) => {
      // Reservations rest on the match: ending the match ends them too, in the same transaction.
      const ids = [active.id];
      if (kind === 'MATCH') {
        for (const reservation of await listActiveReservations(trx, memberId, query.requestMemberId)) ids.push(reservation.id);
      }
      for (const id of ids) {
        // Each move is conditional on the state it leaves, so a couple answering at the same moment is
        // either seen as accepted (and the embryos are restored) or not at all.
        const wasAccepted = await moveRequestState(trx, id, { fromStates: ['ACCEPTED'], toState: 'CANCELLED', nowIso, cancelled: true });
        if (!wasAccepted && !(await moveRequestState(trx, id, { fromStates: ['REQUESTED'], toState: 'CANCELLED', nowIso, cancelled: true }))) {
          if (id === active.id) throw requestProblems.notActive();
          continue;
        }
        ended.push(id);
        const row = await findRequestById(trx, id);
        if (wasAccepted && row.freeze_event_id !== null && row.freeze_prior_status_id !== null) {
          // When the clinic has moved the embryos on meanwhile, the cancellation still stands; they stay where the clinic put them.
          await moveFreezeEventStatus(trx, row.freeze_event_id, { fromStatus: EXPLORING_DONATION_STATUS, toStatus: row.freeze_prior_status_id, priorStatus: null });
        }
      }
    });
    for (const id of ended) if (id !== active.id) await this.#changed(id, 'RECIPIENT', acceptLanguage);
    return this.#changed(active.id, 'RECIPIENT', acceptLanguage);
  }

  /** AcceptMatchRequest (with freezeId: the reservation of that freeze event) / AcceptPhotosRequest (donor). */
  async answer(memberId: number, kind: 'MATCH' | 'PHOTOS', query: AnswerRequestQuery, acceptLanguage?: string): Promise<MatchingRequest> {
    const { db } = this.#d;
    const donor = await loadDonor(db, memberId);
    if (donor.is_read_only === 1) throw matchingProblems.readOnly();
    await assertMatchingSiteOpen(this.#d.centers, donor.center_id);
    if (kind === 'PHOTOS' && query.freezeId !== undefined) throw requestProblems.photosOnlyWithoutFreeze();
    const requestKind: RequestKind = query.freezeId === undefined ? kind : 'RESERVATION';
    const open = await findActiveRequest(db, { kind: requestKind, recipientMemberId: query.requestMemberId, donorMemberId: memberId, freezeId: query.freezeId });
    if (open?.state !== 'REQUESTED') throw requestProblems.notOpen();
    const nowIso = isoAt(this.#d.clock.now());

    if (!query.accept) {
      if (!(await moveRequestState(db, open.id, { fromStates: ['REQUESTED'], toState: 'DECLINED', nowIso, answered: true }))) throw requestProblems.notOpen();
      return this.#changed(open.id, 'DONOR', acceptLanguage);
    }
    if (requestKind !== 'RESERVATION' || open.freeze_event_id === null) {
      if (!(await moveRequestState(db, open.id, { fromStates: ['REQUESTED'], toState: 'ACCEPTED', nowIso, answered: true }))) throw requestProblems.notOpen();
      return this.#changed(open.id, 'DONOR', acceptLanguage);
    }

    const match = await findActiveRequest(db, { kind: 'MATCH', recipientMemberId: query.requestMemberId, donorMemberId: memberId });
    if (match?.state !== 'ACCEPTED') throw requestProblems.matchNotAccepted();
    const eligibility = await this.contractEligibility(memberId);
    if (!eligibility.eligible) throw requestProblems.ineligible(eligibility.reasons);
    const freeze = await findDonatableFreeze(db, memberId, open.freeze_event_id);
    if (!freeze) throw requestProblems.freezeChanged();
    const moves = freeze.status_id !== EXPLORING_DONATION_STATUS;
    await db.transaction().execute(async (trx) => {
      const accepted = await moveRequestState(trx, open.id, {
        fromStates: ['REQUESTED'],
        toState: 'ACCEPTED',
        nowIso,
        answered: true,
        freezePriorStatusId: moves ? freeze.status_id : null,
      });
      if (!accepted) throw requestProblems.notOpen();
      if (moves && !(await moveFreezeEventStatus(trx, freeze.id, { fromStatus: freeze.status_id, toStatus: EXPLORING_DONATION_STATUS, priorStatus: null }))) {
        throw requestProblems.freezeChanged();
      }
    });
    return this.#changed(open.id, 'DONOR', acceptLanguage);
  }

  /** OfferedFreezes (donor): every embryo freeze event the couple could offer, and which it does. */
  async offers(memberId: number): Promise<OfferedFreezes> {
    const donor = await loadDonor(this.#d.db, memberId);
    return this.#offers(memberId, donor.matching_version);
  }

  async #offers(memberId: number, version: number): Promise<OfferedFreezes> {
    const rows = await listOfferableFreezes(this.#d.db, memberId);
    return {
      freezes: rows.map((row) => ({
        freezeId: row.id,
        count: row.count,
        frozenOn: row.frozen_on,
        description: row.description,
        offered: row.offered_for_matching === 1,
        reserved: Boolean(row.reserved),
      })),
      etag: entityTag('matching', version),
    };
  }

  /**
   * PUT OfferedFreezes (donor): the couple's embryos offered from now on. Ids that are not the
   * couple's donatable embryos answer 404 like missing ones; a reserved freeze event cannot be
   * withdrawn while the reservation lasts (409). If-Match names the matching version (412 when stale).
   */
  async saveOffers(memberId: number, freezeIds: readonly number[], precondition: Precondition): Promise<OfferedFreezes> {
    const { db } = this.#d;
    const donor = await loadDonor(db, memberId);
    if (donor.is_read_only === 1) throw matchingProblems.readOnly();
    await assertMatchingSiteOpen(this.#d.centers, donor.center_id);
    const expectedVersion = precondition(donor.matching_version);
    const current = await listOfferableFreezes(db, memberId);
    const wanted = new Set(freezeIds);
    const known = new Set(current.map((row) => row.id));
    if (freezeIds.some((id) => !known.has(id))) throw requestProblems.freezeNotOffered();
    if (current.some((row) => Boolean(row.reserved) && !wanted.has(row.id))) throw requestProblems.reservedStaysOffered();
    if (!(await saveOfferedFreezes(db, memberId, [...wanted], expectedVersion))) {
      const now = await loadDonor(db, memberId);
      throw preconditionProblems.stale(entityTag('matching', now.matching_version));
    }
    return this.#offers(memberId, expectedVersion + 1);
  }

  /**
   * RequestingRecipient (donor): the profile of a recipient with a waiting or accepted request to
   * the couple; anybody else is not found. A couple that is not OPEN sees an alias and no names.
   */
  async requestingRecipient(memberId: number, recipientMemberId: number): Promise<RequestingRecipient> {
    const { db } = this.#d;
    await loadDonor(db, memberId);
    if (!(await hasActiveRequestBetween(db, recipientMemberId, memberId))) throw requestProblems.recipientNotFound();
    const [own, recipient, row] = await Promise.all([findProfileRow(db, memberId), findMemberById(db, recipientMemberId), findProfileRow(db, recipientMemberId)]);
    if (!recipient || recipient.member_type !== 'EmbryoRecipient') throw requestProblems.recipientNotFound();
    const privacy = own?.privacy_type_id ?? null;
    return {
      memberId: recipientMemberId,
      displayName: this.#nameForDonor(privacy, recipient, row?.profile_code ?? null),
      profileCode: row?.profile_code ?? profileCodeOf('RECIPIENT', recipientMemberId),
      // The same allowlist that hides a closed couple from recipients hides the recipient from a closed couple.
      coupleInformation: visibleCoupleInformation(privacy === 'OPEN' ? 'OPEN' : 'CLOS', row?.couple_information ?? null),
      attributes: {
        residenceState: row?.residence_state ?? null,
        birthYear: row?.birth_year ?? null,
        heightCm: row?.height_cm ?? null,
        eyeColor: row?.eye_color ?? null,
        hairColor: row?.hair_color ?? null,
        race: row?.race ?? null,
        religion: row?.religion ?? null,
        education: row?.education ?? null,
      },
      considerations: parseJson(row?.considerations ?? null),
      letter: row?.letter ?? null,
    };
  }

  /** Whether the couple may sign a donation contract now, and every reason why not. */
  async contractEligibility(memberId: number): Promise<ContractEligibility> {
    const member = await findMemberById(this.#d.db, memberId);
    if (!member) throw problems.memberNotFound();
    if (member.member_type !== 'EmbryoCryo') throw matchingProblems.notADonor();
    const reasons: string[] = [];
    if (!isMatchingProfileCurrent(member.matching_profile_status_id)) reasons.push('profile-not-current');
    if (member.is_read_only === 1) reasons.push('read-only');
    if (member.billing_balance_cents > 0) reasons.push('balance-due');
    if (member.registration_stage_id !== REGISTERED_STAGE_ID) reasons.push('not-registered');
    if ((await countDonatableFreezes(this.#d.db, memberId)) === 0) reasons.push('no-donatable-embryos');
    return { eligible: reasons.length === 0, reasons };
  }

  /** MatchingHome: the member's role, own profile summary, requests (received or sent) and the maintenance window. */
  async home(memberId: number): Promise<MatchingHome> {
    const { member, role } = await loadMatchingMember(this.#d.db, memberId);
    const window = await this.#d.centers.matchingSiteMaintenance(member.center_id);
    const maintenance = { active: window.isInMaintenanceMode, startsAtUtc: window.startMaintenanceDateTimeUtc, endsAtUtc: window.endMaintenanceDateTimeUtc };
    if (!role) return { role: null, profile: null, requests: [], maintenance };
    const own = await this.#d.profiles.get(memberId);
    const rows = await listRequestsOf(this.#d.db, memberId, role);
    return {
      role,
      profile: {
        completionStatusId: own.completionStatusId,
        privacyTypeId: own.privacyTypeId,
        profileCode: own.profileCode,
        listed: own.listed,
        nextStep: own.nextStep,
        customDescriptionStatusId: own.customDescriptionStatusId,
        customDescriptionNote: own.customDescriptionNote,
      },
      requests: rows.map((row) => this.#view(row, role)),
      maintenance,
    };
  }

  #key(kind: RequestKind, recipientMemberId: number, donorMemberId: number, freezeId: number | undefined): RequestKey {
    if (kind !== 'RESERVATION') return { kind, recipientMemberId, donorMemberId };
    if (freezeId === undefined) throw requestProblems.freezeRequired();
    return { kind, recipientMemberId, donorMemberId, freezeId };
  }

  /** The request after a change by the side `perspective`, with both sides told by e-mail. */
  async #changed(id: number, perspective: MatchingRole, acceptLanguage: string | undefined): Promise<MatchingRequest> {
    const row = await findRequestById(this.#d.db, id);
    await this.#notify(row, perspective, acceptLanguage);
    return this.#view(row, perspective);
  }

  /** The recipient as the couple may name them: first names for an OPEN couple, the recipient's profile code (an alias) otherwise. */
  #recipientName(row: RequestRow): string {
    return this.#nameForDonor(row.donor_privacy_type_id, { id: row.recipient_member_id, pii: row.recipient_pii }, row.recipient_profile_code);
  }

  #nameForDonor(donorPrivacyTypeId: string | null, recipient: { id: number; pii: string }, profileCode: string | null): string {
    const alias = profileCode ?? profileCodeOf('RECIPIENT', recipient.id);
    // Closed donation: the couple never learns the recipient's names, so they are not even decrypted.
    if (donorPrivacyTypeId !== 'OPEN') return alias;
    const { profile, partner } = this.#d.members.personalData(recipient);
    return firstNamesOf({ firstName: profile.firstName, partnerFirstName: partner?.firstName }) ?? alias;
  }

  #donorName(row: RequestRow): string {
    return donorNameForRecipient({ privacyTypeId: row.donor_privacy_type_id, coupleInformation: row.donor_couple_information, profileCode: row.donor_profile_code });
  }

  #view(row: RequestRow, perspective: MatchingRole): MatchingRequest {
    const donorSide = perspective === 'DONOR';
    return {
      id: row.id,
      kind: row.kind as RequestKind,
      state: row.state as RequestStateCode,
      counterpartMemberId: donorSide ? row.recipient_member_id : row.donor_member_id,
      counterpartName: donorSide ? this.#recipientName(row) : this.#donorName(row),
      freezeId: row.freeze_event_id,
      embryoCount: row.kind === 'RESERVATION' ? row.embryo_count : null,
      requestedAt: row.requested_at,
      answeredAt: row.answered_at,
    };
  }

  async #notify(row: RequestRow, actor: MatchingRole, acceptLanguage: string | undefined): Promise<void> {
    const [recipient, donor] = await Promise.all([findMemberById(this.#d.db, row.recipient_member_id), findMemberById(this.#d.db, row.donor_member_id)]);
    if (!recipient || !donor) return;
    const facts = { kind: row.kind as RequestKind, state: row.state as RequestStateCode };
    // Each side reads the mail in their own language — the one who acted, their request's; the other, the
    // one they chose in the portal, else their clinic's — naming the other as they may know them.
    const mailTo = async (member: typeof recipient, side: MatchingMailSide, counterpartName: string) => {
      const { profile } = this.#d.members.personalData(member);
      const acted = (side === 'donor') === (actor === 'DONOR');
      const { locale } = memberMailLanguage(member, (await this.#d.centers.findRow(member.center_id))?.locale ?? 'en-US', acted ? acceptLanguage : undefined);
      return { to: profile.email, ...matchingRequestMail(locale, side, { ...facts, readerName: profile.firstName, counterpartName }) };
    };
    const [toDonor, toRecipient] = await Promise.all([mailTo(donor, 'donor', this.#recipientName(row)), mailTo(recipient, 'recipient', this.#donorName(row))]);
    // Both sides are told through the outbox: the answer never waits on the mail relay.
    await this.#d.db.transaction().execute(async (trx) => {
      await this.#d.mail.enqueue(trx, toDonor);
      await this.#d.mail.enqueue(trx, toRecipient);
    });
  }
}
