// A member's own matching profile (issue 5): donor couples build theirs one step at a time
// (c-member-build-profile), recipients read theirs (r-member-build-profile; the clinic sets their
// status). Steps are saved in order: privacy, couple, considerations, medical, letter, photos. Each
// first save moves the completion status PTLPRI → PTLCPL → PTLCSD → PTLMED → PTLLTR, and the last
// step completes the profile: CURRNT, or MEDPND while one of the couple's freeze events waits for
// the clinic's medical review. Re-saving an earlier step never moves the status back. A custom
// description waits for the clinic's approval (EDCPND) before recipients see it. Rebuild starts
// again from the clinic's records and leaves requests alone.
import { FEATURE_FLAG_NAMES } from '../../contract/domain/constants.ts';
import { PROFILE_STEPS, type OwnMatchingProfile, type ProfileStep, type UpdateMatchingProfileBody } from '../../contract/api/matching-site.ts';
import type { Db } from '../db/database.ts';
import { findProfileRow, hasMedicalReviewPending, LISTED_PRIVACY_TYPES, saveProfile, type ProfileRow } from '../db/repositories/matching-repository.ts';
import type { MemberRow } from '../db/repositories/members-repository.ts';
import { HttpProblem } from '../http-problem.ts';
import { entityTag, preconditionProblems, type Precondition } from '../http-preconditions.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import { assertMatchingSiteOpen, loadMatchingMember, matchingProblems, parseJson, type MatchingRole } from './matching-access.ts';
import type { MembersService } from './members-service.ts';
import type { PhotoService } from './photo-service.ts';

/** The completion status after each of the first five steps; the sixth completes the profile. */
const STEP_STATUSES = ['PTLPRI', 'PTLCPL', 'PTLCSD', 'PTLMED', 'PTLLTR'] as const;
/** How many steps a completion status stands for. */
const COMPLETED_STEPS: Record<string, number> = { NOPROF: 0, PTLPRI: 1, PTLCPL: 2, PTLCSD: 3, PTLMED: 4, PTLLTR: 5, PTLPHO: 6, CURRNT: 6, MEDPND: 6, EDCPND: 6, EDCDEC: 6 };
const CURRENT = 'CURRNT';

const stepOutOfOrder = (missing: ProfileStep) =>
  new HttpProblem({ status: 409, title: 'Profile step missing', detail: `Save the "${missing}" step of the profile first.`, kind: 'matching-profile-step-missing' });
const recipientProfileByClinic = () =>
  new HttpProblem({
    status: 409,
    title: 'Profile kept by the clinic',
    detail: "A recipient's matching profile is completed with the clinic; it cannot be changed here.",
    kind: 'recipient-profile-by-clinic',
  });
const privacySetByClinic = () =>
  new HttpProblem({
    status: 409,
    title: 'Privacy type set by the clinic',
    detail: 'Confirmed anonymous donation is set by the clinic: choose anonymous donation through the clinic, and the clinic confirms it.',
    kind: 'privacy-type-set-by-clinic',
  });
const privacyNotOffered = () =>
  new HttpProblem({
    status: 409,
    title: 'Privacy type not offered',
    detail: 'Open and closed donation are not offered by this clinic; choose anonymous donation via the clinic.',
    kind: 'privacy-type-not-offered',
  });

type ProfileValues = Omit<ProfileRow, 'member_id' | 'role' | 'created_at' | 'updated_at' | 'ivf_center_id' | 'profile_code'>;

/** A profile with no answers (a couple that has not started, or a rebuild before the clinic's records are added). */
const emptyAnswers: ProfileValues = {
  privacy_type_id: 'NONE',
  completion_status_id: 'NOPROF',
  couple_information: null,
  considerations: null,
  medical_information: null,
  letter: null,
  custom_description: null,
  custom_description_status_id: null,
  custom_description_note: null,
  residence_state: null,
  birth_year: null,
  height_cm: null,
  eye_color: null,
  hair_color: null,
  race: null,
  religion: null,
  education: null,
};

export function profileCodeOf(role: MatchingRole, memberId: number): string {
  return `${role === 'DONOR' ? 'D' : 'R'}-${String(1000 + memberId)}`;
}

function completedSteps(statusId: string): number {
  return COMPLETED_STEPS[statusId] ?? 0;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The columns one step writes. */
function answersOf(body: UpdateMatchingProfileBody, row: ProfileValues): Partial<ProfileValues> {
  switch (body.step) {
    case 'privacy':
      return { privacy_type_id: body.privacyTypeId };
    case 'couple': {
      const { attributes } = body;
      return {
        couple_information: json(body.coupleInformation),
        residence_state: attributes.residenceState?.toUpperCase() ?? null,
        birth_year: attributes.birthYear,
        height_cm: attributes.heightCm,
        eye_color: attributes.eyeColor,
        hair_color: attributes.hairColor,
        race: attributes.race,
        religion: attributes.religion,
        education: attributes.education,
      };
    }
    case 'considerations':
      return { considerations: json(body.considerations) };
    case 'medical':
      return { medical_information: json(body.medicalInformation) };
    case 'letter': {
      if (body.customDescription === undefined) return { letter: body.letter };
      const text = body.customDescription?.trim() ?? '';
      if (text === '') return { letter: body.letter, custom_description: null, custom_description_status_id: null, custom_description_note: null };
      // The same text keeps its approval (or its refusal and the clinic's reason); a new text waits for the clinic again.
      const unchanged = text === row.custom_description && row.custom_description_status_id !== null;
      return unchanged
        ? { letter: body.letter, custom_description: text }
        : { letter: body.letter, custom_description: text, custom_description_status_id: 'EDCPND', custom_description_note: null };
    }
    case 'photos':
      return {};
  }
}

export class MatchingProfileService {
  readonly #db: Db;
  readonly #photos: PhotoService;
  readonly #clock: Clock;
  readonly #centers: CentersService;
  readonly #members: MembersService;

  constructor(deps: { db: Db; clock: Clock; centers: CentersService; members: MembersService; photos: PhotoService }) {
    this.#photos = deps.photos;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#centers = deps.centers;
    this.#members = deps.members;
  }

  async get(memberId: number): Promise<OwnMatchingProfile> {
    const { member, role } = await loadMatchingMember(this.#db, memberId);
    if (!role) throw matchingProblems.notAMatchingMember();
    return this.#own(member, role, await findProfileRow(this.#db, memberId));
  }

  async update(memberId: number, body: UpdateMatchingProfileBody, precondition: Precondition): Promise<OwnMatchingProfile> {
    const member = await this.#changingDonor(memberId);
    const expectedVersion = precondition(member.matching_version);
    const existing = await findProfileRow(this.#db, memberId);
    const current: ProfileValues = existing ?? emptyAnswers;
    const done = completedSteps(current.completion_status_id);
    const stepIndex = PROFILE_STEPS.indexOf(body.step);
    const missing = PROFILE_STEPS[done];
    if (stepIndex > done && missing) throw stepOutOfOrder(missing);
    // IVF_ is the clinic's confirmation of anonymous donation: a couple chooses IVFU and keeps IVF_ once confirmed.
    if (body.step === 'privacy' && body.privacyTypeId === 'IVF_' && current.privacy_type_id !== 'IVF_') throw privacySetByClinic();
    if (body.step === 'privacy' && (body.privacyTypeId === 'OPEN' || body.privacyTypeId === 'CLOS')) {
      const flags = await this.#centers.featureFlags(member.center_id, [FEATURE_FLAG_NAMES.openClosedDonation]);
      if (!flags[FEATURE_FLAG_NAMES.openClosedDonation]) throw privacyNotOffered();
    }

    const completed = Math.max(done, stepIndex + 1);
    const medicalPending = await hasMedicalReviewPending(this.#db, memberId);
    const status = completed >= PROFILE_STEPS.length ? (medicalPending ? 'MEDPND' : CURRENT) : (STEP_STATUSES[completed - 1] ?? 'NOPROF');
    const values: ProfileValues = { ...current, ...answersOf(body, current), completion_status_id: status };
    await this.#save(member, existing, values, expectedVersion);
    return this.get(memberId);
  }

  /** Starts the profile again from the clinic's records: first names and residence state; nothing else survives. */
  async rebuild(memberId: number, precondition: Precondition): Promise<OwnMatchingProfile> {
    const member = await this.#changingDonor(memberId);
    const expectedVersion = precondition(member.matching_version);
    const { profile, partner } = this.#members.personalData(member);
    const state = profile.country === 'US' && /^[A-Za-z]{2}$/.test(profile.state) ? profile.state.toUpperCase() : null;
    const couple = { firstName: profile.firstName, ...(partner ? { partnerFirstName: partner.firstName } : {}) };
    await this.#save(member, await findProfileRow(this.#db, memberId), { ...emptyAnswers, couple_information: json(couple), residence_state: state }, expectedVersion);
    return this.get(memberId);
  }

  async #changingDonor(memberId: number): Promise<MemberRow> {
    const { member, role } = await loadMatchingMember(this.#db, memberId);
    if (role === 'RECIPIENT') throw recipientProfileByClinic();
    if (role !== 'DONOR') throw matchingProblems.notADonor();
    if (member.is_read_only === 1) throw matchingProblems.readOnly();
    await assertMatchingSiteOpen(this.#centers, member.center_id);
    return member;
  }

  /** Saves the profile while the member's matching version is still `expectedVersion` (412 otherwise). */
  async #save(member: MemberRow, existing: ProfileRow | undefined, values: ProfileValues, expectedVersion: number): Promise<void> {
    const now = isoAt(this.#clock.now());
    const status = values.completion_status_id;
    const saved = await saveProfile(
      this.#db,
      {
        ...values,
        member_id: member.id,
        role: 'DONOR',
        profile_code: existing?.profile_code ?? profileCodeOf('DONOR', member.id),
        ivf_center_id: member.center_id,
        created_at: existing?.created_at ?? now,
        updated_at: now,
      },
      { statusId: status === CURRENT ? 'Current' : status, privacyTypeId: values.privacy_type_id === 'NONE' ? null : values.privacy_type_id },
      expectedVersion,
    );
    if (!saved) throw preconditionProblems.stale((await this.get(member.id)).etag);
  }

  async #own(member: MemberRow, role: MatchingRole, row: ProfileRow | undefined): Promise<OwnMatchingProfile> {
    const values: ProfileValues = row ?? emptyAnswers;
    const status = values.completion_status_id;
    const done = completedSteps(status);
    return {
      memberId: member.id,
      role,
      privacyTypeId: values.privacy_type_id,
      completionStatusId: status,
      profileCode: row?.profile_code ?? profileCodeOf(role, member.id),
      nextStep: done >= PROFILE_STEPS.length ? null : (PROFILE_STEPS[done] ?? null),
      coupleInformation: parseJson(values.couple_information),
      attributes: {
        residenceState: values.residence_state,
        birthYear: values.birth_year,
        heightCm: values.height_cm,
        eyeColor: values.eye_color,
        hairColor: values.hair_color,
        race: values.race,
        religion: values.religion,
        education: values.education,
      },
      considerations: parseJson(values.considerations),
      medicalInformation: parseJson(values.medical_information),
      letter: values.letter,
      customDescription: values.custom_description,
      customDescriptionStatusId: values.custom_description_status_id,
      customDescriptionNote: values.custom_description_note,
      medicalFreezeEventPending: role === 'DONOR' && (await hasMedicalReviewPending(this.#db, member.id)),
      listed: role === 'DONOR' && status === CURRENT && (LISTED_PRIVACY_TYPES as readonly string[]).includes(values.privacy_type_id),
      photos: role === 'DONOR' ? await this.#photos.photosFor(member.id, member.id) : [],
      updatedAt: row?.updated_at ?? member.created_at,
      etag: entityTag('matching', member.matching_version),
    };
  }
}
