// Enrolment (architecture §5, spec §3 registration payload): anonymous registration matched
// against the clinic's pre-loaded patient records, and the pre-empt register step of a member
// whose registration is not complete (RegistrationDetails → CompleteRegistration).
//
// Matching: the keyed hashes of the normalized variants (services/patient-matching.ts) find the
// clinic's record; the record's locked fields (name, birth date) must then equal what was typed.
// Nothing matches → 422 + subCode 3. A record enrols one member only (a second try → 409).
import { memberTypeInfo } from '../../contract/domain/memberTypes.ts';
import type { MemberType } from '../../contract/api/auth.ts';
import type {
  CompleteRegistrationRequest,
  RegistrationDetails,
  RegistrationPerson,
  RegistrationRequest,
  RegistrationResponse,
  SecondaryPerson,
} from '../../contract/api/member-area.ts';
import type { Member } from '../../contract/api/members.ts';
import { isUniqueViolation, type Db } from '../db/database.ts';
import {
  findMemberById,
  findMemberByUserName,
  insertCollectionAppointment,
  insertMember,
  listCollectionAppointments,
  nextInventoryBatchId,
  updatePersonalData,
  updateRegistrationStage,
} from '../db/repositories/members-repository.ts';
import { findMatchingPatientRecords, findPatientRecordOfMember, markPatientRecordUsed } from '../db/repositories/patient-records-repository.ts';
import type { CentersTable } from '../db/tables.ts';
import { problems } from '../http-problem.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import { profileFromPerson, type MemberPersonalData, type MembersService } from './members-service.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { matchHashes, sameValue, type ClinicPatientDetails } from './patient-matching.ts';
import { storedPhone } from './phone-numbers.ts';
import { addError, checkMinorFlag, checkPerson, userNamePattern, type FieldErrors } from './person-validation.ts';
import type { PiiCipher } from './pii-cipher.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { RateLimiter } from './rate-limiter.ts';

export const REGISTERED = 'REGI';

const mismatchDetail =
  'The details you entered do not match what the clinic has on file for you. Check your name, date of birth, phone number and address ' +
  'exactly as you gave them to the clinic, or contact the clinic to update its records.';
const lockedMismatchDetail = 'Your name and date of birth must stay exactly as the clinic has them on file. If they are wrong, please contact the clinic to correct them.';

type PersonField = keyof RegistrationPerson;

export interface EnrolmentServiceDeps {
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
  hasher: PasswordHasher;
  centers: CentersService;
  members: MembersService;
  rateLimiter: RateLimiter;
  /** Enrolment is anonymous: every registration carries a solved captcha (issue 15). */
  captcha: CaptchaService;
}

const userNameTaken = () => problems.conflict('User name taken', 'This user name is already in use. Please choose another one.', 'user-name-taken');

export class EnrolmentService {
  readonly #d: EnrolmentServiceDeps;

  constructor(deps: EnrolmentServiceDeps) {
    this.#d = deps;
  }

  async register(input: RegistrationRequest, context: { ip: string }): Promise<RegistrationResponse> {
    const { db, clock, cipher, hasher, centers, members, rateLimiter } = this.#d;
    await rateLimiter.consume('registration', context.ip);
    await this.#d.captcha.verify(input.captcha);
    const center = await centers.findRow(input.ivfCenterId);
    if (!center) throw problems.invalidFields({ 'body.ivfCenterId': ['is not a clinic'] });
    await centers.assertNotInMaintenance(center.id);

    const now = clock.now();
    const errors: FieldErrors = {};
    if (input.password !== input.confirmPassword) addError(errors, 'body.confirmPassword', 'must equal the password');
    if (!userNamePattern.test(input.userName.trim())) {
      addError(errors, 'body.userName', 'must be 3 to 100 letters, digits or . _ @ + -');
    }
    const age = checkPerson(errors, 'body.primary', input.primary, now, center.country_code);
    checkMinorFlag(errors, input.isMinor, age);
    if (input.secondary) checkPerson(errors, 'body.secondary', input.secondary, now, center.country_code);
    await this.#checkStoragePlan(errors, center, input.offsiteStorageType, input, center.fert_pres_enabled === 1 && input.offsiteStorageType === null);
    if (Object.keys(errors).length > 0) throw problems.invalidFields(errors);

    const candidates = await findMatchingPatientRecords(db, center.id, matchHashes(cipher, input.primary));
    const match = candidates.map((row) => ({ row, details: cipher.decryptJson<ClinicPatientDetails>(row.pii) })).find(({ details }) => lockedFieldsMatch(details, input.primary));
    if (!match) throw problems.entriesDoNotMatch(mismatchDetail);
    if (match.row.status !== 'AVAILABLE') {
      throw problems.conflict('Already registered', 'An account already exists for these details. Sign in, or use "Forgot user name".', 'already-registered');
    }
    // Only now, with the person shown to be who the clinic's record says, may the answer tell that a
    // user name is taken: before the match it would let anyone enumerate user names.
    const userName = input.userName.trim();
    if (await findMemberByUserName(db, userName.toLowerCase())) {
      throw userNameTaken();
    }

    const memberType = match.row.member_type as MemberType;
    const details = match.details;
    const profile = profileFromPerson(input.primary, center.country_code);
    // The clinic's spelling of the locked fields is kept.
    const personal: MemberPersonalData = {
      profile: { ...profile, firstName: details.firstName, lastName: details.lastName, dateOfBirth: details.dateOfBirth },
      partner: input.secondary ? partnerOf(input.secondary) : null,
      secondary: input.secondary ? secondaryOf(input.secondary, center.country_code) : null,
    };
    const passwordHash = await hasher.hash(input.password);
    const nowIso = isoAt(now);
    const offsiteStorageType = input.offsiteStorageType ?? match.row.offsite_storage_type;

    // Two registrations with one user name at once: the unique index decides, the loser gets the 409.
    const memberId = await db
      .transaction()
      .execute(async (trx) => {
        const id = await insertMember(trx, {
          center_id: center.id,
          user_name: userName,
          user_name_key: userName.toLowerCase(),
          password_hash: passwordHash,
          password_changed_at: nowIso,
          member_type: memberType,
          type_id: memberTypeInfo[memberType].itemType,
          registration_stage_id: REGISTERED,
          account_status_id: 'ACT',
          is_read_only: 0,
          billing_balance_cents: 0,
          payment_method_id: null,
          matching_profile_status_id: null,
          matching_privacy_type_id: null,
          two_factor_enabled: 0,
          offsite_storage_type: offsiteStorageType,
          eligible_donation_location: 0,
          ...members.sealPersonalData(personal),
          created_at: nowIso,
        });
        if (!(await markPatientRecordUsed(trx, match.row.id, id, nowIso))) {
          throw problems.conflict('Already registered', 'An account already exists for these details.', 'already-registered');
        }
        await this.#openCollection(trx, id, offsiteStorageType, input);
        return id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw userNameTaken();
        throw error;
      });
    return { memberId };
  }

  /** What the clinic's record and the member record hold; the clinic's locked fields are not editable. */
  async registrationDetails(memberId: number): Promise<RegistrationDetails> {
    const { db, cipher, members } = this.#d;
    const row = await findMemberById(db, memberId);
    if (!row) throw problems.memberNotFound();
    const { profile, partner, secondary } = members.personalData(row);
    const record = await findPatientRecordOfMember(db, memberId);
    const clinic = record ? cipher.decryptJson<ClinicPatientDetails>(record.pii) : null;

    const primary: Partial<RegistrationPerson> = {
      namePrefix: profile.namePrefix,
      firstName: profile.firstName,
      lastName: profile.lastName,
      addressLine1: profile.addressLine1,
      addressLine2: profile.addressLine2,
      city: profile.city,
      state: profile.state || null,
      stateOther: null,
      zip: profile.zip,
      country: profile.country,
      phone: profile.phone,
      email: profile.email,
      ...(profile.dateOfBirth ? { dateOfBirth: profile.dateOfBirth } : {}),
    };
    if (clinic) {
      for (const [field, value] of Object.entries(clinic) as [string, unknown][]) {
        if (field !== 'lockedFields' && (typeof value === 'string' || value === null)) (primary as Record<string, unknown>)[field] = value;
      }
    }
    return {
      primary,
      secondary: secondary ?? (partner ? { firstName: partner.firstName, lastName: partner.lastName, email: partner.email } : null),
      offsiteStorageType: row.offsite_storage_type as RegistrationDetails['offsiteStorageType'],
      lockedFields: clinic?.lockedFields ?? [],
    };
  }

  async completeRegistration(memberId: number, input: CompleteRegistrationRequest): Promise<Member> {
    const { db, clock, cipher, centers, members } = this.#d;
    const row = await findMemberById(db, memberId);
    if (!row) throw problems.memberNotFound();
    if (row.is_read_only === 1) throw problems.readOnlyMember();
    if (row.registration_stage_id === REGISTERED) {
      throw problems.conflict('Already registered', 'Your registration is already complete.', 'already-registered');
    }
    const center = await centers.findRow(row.center_id);
    if (!center) throw problems.memberNotFound();

    const now = clock.now();
    const errors: FieldErrors = {};
    const age = checkPerson(errors, 'body.primary', input.primary, now, center.country_code);
    checkMinorFlag(errors, input.isMinor, age);
    if (input.secondary) checkPerson(errors, 'body.secondary', input.secondary, now, center.country_code);
    const offsiteStorageType = row.offsite_storage_type as RegistrationRequest['offsiteStorageType'];
    await this.#checkStoragePlan(errors, center, offsiteStorageType, input, false);
    if (Object.keys(errors).length > 0) throw problems.invalidFields(errors);

    const record = await findPatientRecordOfMember(db, memberId);
    const clinic = record ? cipher.decryptJson<ClinicPatientDetails>(record.pii) : null;
    if (clinic && !lockedFieldsMatch(clinic, input.primary)) throw problems.entriesDoNotMatch(lockedMismatchDetail);

    const current = members.personalData(row);
    const profile = profileFromPerson(input.primary, center.country_code);
    const personal: MemberPersonalData = {
      profile: clinic ? { ...profile, firstName: clinic.firstName, lastName: clinic.lastName, dateOfBirth: clinic.dateOfBirth } : profile,
      partner: input.secondary ? partnerOf(input.secondary) : current.partner,
      secondary: input.secondary ? secondaryOf(input.secondary, center.country_code) : (current.secondary ?? null),
    };
    await db.transaction().execute(async (trx) => {
      await updatePersonalData(trx, memberId, members.sealPersonalData(personal));
      await updateRegistrationStage(trx, memberId, REGISTERED);
      if ((await listCollectionAppointments(trx, memberId)).length === 0) await this.#openCollection(trx, memberId, offsiteStorageType, input);
    });
    return members.getMember(memberId);
  }

  /**
   * Storage plan rules: a clinic with fertility preservation needs a plan; choosing fertility
   * preservation needs a reason and one of the clinic's collection sites.
   */
  async #checkStoragePlan(
    errors: FieldErrors,
    center: CentersTable,
    plan: RegistrationRequest['offsiteStorageType'],
    input: { fertPresReason: RegistrationRequest['fertPresReason']; collectionSiteId: number | null },
    planMissing: boolean,
  ): Promise<void> {
    if (planMissing) addError(errors, 'body.offsiteStorageType', 'is required at this clinic');
    if (plan !== 'FertilityPreservation') return;
    if (center.fert_pres_enabled !== 1) {
      addError(errors, 'body.offsiteStorageType', 'fertility preservation is not offered by this clinic');
      return;
    }
    if (input.fertPresReason === null) addError(errors, 'body.fertPresReason', 'is required for fertility preservation');
    if (input.collectionSiteId === null) addError(errors, 'body.collectionSiteId', 'is required for fertility preservation');
    else if (!(await this.#d.centers.listCollectionSites(center.id)).some((site) => site.id === input.collectionSiteId)) {
      addError(errors, 'body.collectionSiteId', 'is not a collection site of this clinic');
    }
  }

  /** Fertility preservation starts with a collection appointment waiting for the enrolment package. */
  async #openCollection(
    db: Db,
    memberId: number,
    plan: string | null,
    input: { fertPresReason: RegistrationRequest['fertPresReason']; collectionSiteId: number | null },
  ): Promise<void> {
    if (plan !== 'FertilityPreservation' || input.collectionSiteId === null || input.fertPresReason === null) return;
    await insertCollectionAppointment(db, {
      inventory_batch_id: await nextInventoryBatchId(db),
      member_id: memberId,
      state: 'PatientEnrollmentPending',
      collection_site_id: input.collectionSiteId,
      collection_reason: input.fertPresReason,
      scheduled_at_utc: null,
    });
  }
}

/** The partner as kept: their phone in E.164 like the member's own (checked by checkPerson before). */
function secondaryOf(secondary: SecondaryPerson, clinicCountry: string): SecondaryPerson {
  return { ...secondary, phone: storedPhone(secondary.phone, clinicCountry) };
}

function partnerOf(secondary: SecondaryPerson): MemberPersonalData['partner'] {
  return { firstName: secondary.firstName.trim(), lastName: secondary.lastName.trim(), email: secondary.email.trim() };
}

/** Every locked 'primary.x' field of the clinic's record equals the typed value. */
function lockedFieldsMatch(clinic: ClinicPatientDetails, person: RegistrationPerson): boolean {
  return clinic.lockedFields.every((path) => {
    const [scope, field] = path.split('.') as [string, PersonField];
    if (scope !== 'primary') return true;
    const onFile = (clinic as unknown as Record<string, string | null | undefined>)[field];
    return onFile === undefined || sameValue(field, onFile, person[field]);
  });
}
