// Members: row → contract objects (Member, SessionUser, freeze events, billing history with a
// running balance). Personal data is decrypted here and nowhere else.
import type { MemberType, SessionUser } from '../../contract/api/auth.ts';
import type { MemberLanguage, RegistrationPerson, SecondaryPerson, UpdateLanguageRequest, UpdateProfileRequest } from '../../contract/api/member-area.ts';
import type { CreditCardDetails, FreezeEvent, Member, MemberProfile, PaymentHistoryEntry, StorageItemType } from '../../contract/api/members.ts';
import type { Db } from '../db/database.ts';
import { findMemberById, listFreezeEvents, listPaymentHistory, updateMemberLocale, updatePersonalData, type MemberRow } from '../db/repositories/members-repository.ts';
import type { MemberRecord, MembersTable } from '../db/tables.ts';
import { problems } from '../http-problem.ts';
import { entityTag, preconditionProblems, type Precondition } from '../http-preconditions.ts';
import { matchHashes } from './patient-matching.ts';
import { checkEmail, checkPhone, type FieldErrors } from './person-validation.ts';
import { storedPhone } from './phone-numbers.ts';
import { findCenterById } from '../db/repositories/centers-repository.ts';
import { normalizeEmail, type PiiCipher } from './pii-cipher.ts';

/** What `members.pii` holds once decrypted. */
export interface MemberPersonalData {
  profile: Omit<MemberProfile, 'offsiteStorageType'>;
  partner: { firstName: string; lastName: string; email: string } | null;
  /** The second person of an enrolment (spec §3), when one was given. */
  secondary?: SecondaryPerson | null;
}

/** A registration person as the stored profile (the phone in E.164, read for the clinic's country). */
export function profileFromPerson(person: RegistrationPerson, clinicCountry: string): MemberPersonalData['profile'] {
  return {
    namePrefix: person.namePrefix?.trim() || null,
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    email: person.email.trim(),
    phone: storedPhone(person.phone, clinicCountry),
    phoneExt: null,
    addressLine1: person.addressLine1.trim(),
    addressLine2: person.addressLine2?.trim() || null,
    city: person.city.trim(),
    state: (person.state ?? person.stateOther ?? '').trim(),
    zip: person.zip.trim(),
    country: person.country.trim(),
    dateOfBirth: person.dateOfBirth,
  };
}

/** How many members' decrypted personal data a process keeps (the oldest read goes first), and how long. */
const decryptedCacheSize = 1000;
const decryptedCacheMs = 10 * 60_000;

/** Freezes an object and everything in it: a cached value shared by every reader must not change under them. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The languages the API keeps for a member (the route's schema admits these only). */
const keptLanguages = ['en-US', 'en-GB', 'es', 'fr'] as const;

export class MembersService {
  readonly #db: Db;
  readonly #cipher: PiiCipher;
  /**
   * Decrypted personal data by its sealed text, most recently read last. Every sealing has an IV of its
   * own, so a changed row has a new key and never meets an old value; decrypting on each read was a
   * quarter of the member read's cost (docs/adr/0014). An entry is dropped after ten minutes without a
   * read, so personal data does not stay in memory long after its member's last request.
   */
  readonly #decrypted = new Map<string, { data: MemberPersonalData; readAtMs: number }>();

  constructor(db: Db, cipher: PiiCipher) {
    this.#db = db;
    this.#cipher = cipher;
  }

  /** The row's personal data, frozen: callers build changed copies (sealPersonalData) rather than edit it. */
  personalData(row: Pick<MembersTable, 'pii'>): MemberPersonalData {
    const nowMs = performance.now();
    // Least recently read first: drop the entries not read for too long, and one more when full.
    for (const [sealed, entry] of this.#decrypted) {
      if (nowMs - entry.readAtMs < decryptedCacheMs && this.#decrypted.size < decryptedCacheSize) break;
      this.#decrypted.delete(sealed);
    }
    const cached = this.#decrypted.get(row.pii);
    const data = cached?.data ?? deepFreeze(this.#cipher.decryptJson<MemberPersonalData>(row.pii));
    this.#decrypted.delete(row.pii);
    this.#decrypted.set(row.pii, { data, readAtMs: nowMs });
    return data;
  }

  /** Encrypted personal data plus the look-up hashes derived from it (e-mail, spec §3 variants). */
  sealPersonalData(data: MemberPersonalData) {
    const hashes = matchHashes(this.#cipher, data.profile);
    return {
      pii: this.#cipher.encryptJson(data),
      email_hash: this.#cipher.lookupHash(normalizeEmail(data.profile.email)),
      name_dob_hash: hashes.nameDobHash,
      phone_hash: hashes.phoneHash,
      address_hash: hashes.addressHash,
    };
  }

  /**
   * UpdateProfile: contact details and address; birth date and partner stay as they are, and so does
   * the e-mail address, which changes only through its confirmation link (email-change-service.ts).
   * `beforeSave` runs once the input is valid, before anything is written (the e-mail change's proof).
   */
  async updateProfile(memberId: number, input: UpdateProfileRequest, precondition: Precondition, beforeSave?: (row: MemberRow) => Promise<void>): Promise<Member> {
    const row = await findMemberById(this.#db, memberId);
    if (!row) throw problems.memberNotFound();
    if (row.is_read_only === 1) throw problems.readOnlyMember();
    const expectedVersion = precondition(row.account_version);
    const center = await findCenterById(this.#db, row.center_id);
    if (!center) throw problems.memberNotFound();
    const errors: FieldErrors = {};
    checkEmail(errors, 'body.email', input.email);
    checkPhone(errors, 'body.phone', input.phone, center.country_code);
    if (input.phoneExt && !/^\d{1,10}$/.test(input.phoneExt.trim())) (errors['body.phoneExt'] ??= []).push('must be digits only');
    if (Object.keys(errors).length > 0) throw problems.invalidFields(errors);
    await beforeSave?.(row);

    const data = this.personalData(row);
    const profile: MemberPersonalData['profile'] = {
      ...data.profile,
      namePrefix: input.namePrefix?.trim() || null,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      // The address changes only through its confirmation link (email-change-service.ts).
      email: data.profile.email,
      phone: storedPhone(input.phone, center.country_code),
      phoneExt: input.phoneExt?.trim() || null,
      addressLine1: input.addressLine1.trim(),
      addressLine2: input.addressLine2?.trim() || null,
      city: input.city.trim(),
      state: input.state.trim(),
      zip: input.zip.trim(),
      country: input.country.trim(),
    };
    if (!(await updatePersonalData(this.#db, memberId, this.sealPersonalData({ ...data, profile }), expectedVersion))) {
      throw preconditionProblems.stale((await this.getMember(memberId)).etag);
    }
    return this.getMember(memberId);
  }

  /** The portal language kept for the member (null: none chosen). */
  async language(memberId: number): Promise<MemberLanguage['locale']> {
    const row = await findMemberById(this.#db, memberId);
    if (!row) throw problems.memberNotFound();
    return keptLanguages.find((locale) => locale === row.locale) ?? null;
  }

  /** Keeps the portal language the member chose (the route's schema admits the four portal locales only). */
  async updateLanguage(memberId: number, locale: UpdateLanguageRequest['locale']): Promise<void> {
    await updateMemberLocale(this.#db, memberId, locale);
  }

  async getMember(memberId: number): Promise<Member> {
    return (await this.getMemberWithMarkers(memberId)).member;
  }

  /** The member and the row's markers a caller may need besides (a change of e-mail waiting). */
  async getMemberWithMarkers(memberId: number): Promise<{ member: Member; pendingEmailUntil: string | null }> {
    const row = await findMemberById(this.#db, memberId);
    if (!row) throw problems.memberNotFound();
    return { member: this.toMember(row), pendingEmailUntil: row.pending_email_until };
  }

  toMember(row: MemberRow): Member {
    const { profile, partner } = this.personalData(row);
    const card: CreditCardDetails | null =
      row.card_brand && row.card_last_four && row.card_expiration && row.card_system_status
        ? {
            brand: row.card_brand,
            lastFour: row.card_last_four,
            expiration: row.card_expiration,
            systemStatus: row.card_system_status,
          }
        : null;
    return {
      id: row.id,
      ivfCenterId: row.center_id,
      userName: row.user_name,
      typeId: row.type_id,
      memberType: row.member_type as MemberType,
      registrationStageId: row.registration_stage_id,
      accountStatusId: row.account_status_id,
      isReadOnly: row.is_read_only === 1,
      billingBalance: row.billing_balance_cents / 100,
      paymentMethodId: row.payment_method_id,
      defaultPaymentMethod:
        row.payment_method_id === 'PP' ? { creditCardDetails: null, payPalDetails: { email: row.wallet_email ?? '' } } : card ? { creditCardDetails: card } : null,
      matchingProfileStatusId: row.matching_profile_status_id,
      matchingPrivacyTypeId: row.matching_privacy_type_id,
      twoFactorEnabled: row.two_factor_enabled === 1,
      profile: { ...profile, offsiteStorageType: row.offsite_storage_type as MemberProfile['offsiteStorageType'] },
      partner,
      etag: entityTag('account', row.account_version),
    };
  }

  sessionUser(row: MemberRecord, centerName: string): SessionUser {
    const { profile } = this.personalData(row);
    return {
      UserId: row.id,
      Username: row.user_name,
      FirstName: profile.firstName,
      LastName: profile.lastName,
      EdcId: null,
      IVFCenterId: row.center_id,
      Role: 'Member',
      Email: profile.email,
      MemberType: row.member_type as MemberType,
      AccessLevelRole: row.is_read_only === 1 ? 'ReadOnly' : 'Member',
      Registered: row.registration_stage_id === 'REGI',
      PasswordLastChanged: row.password_changed_at,
      IvfCenterName: centerName,
    };
  }

  async freezeEvents(memberId: number): Promise<FreezeEvent[]> {
    const rows = await listFreezeEvents(this.#db, memberId);
    return rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      itemTypeId: row.item_type_id as StorageItemType,
      statusId: row.status_id,
      count: row.count,
      frozenOn: row.frozen_on,
      storageLocation: row.storage_location,
      description: row.description,
    }));
  }

  /** Oldest first, each entry with the balance after it (charges raise it, payments and credits lower it). */
  async paymentHistory(memberId: number): Promise<PaymentHistoryEntry[]> {
    const rows = await listPaymentHistory(this.#db, memberId);
    let balanceCents = 0;
    return rows.map((row) => {
      balanceCents += row.amount_cents;
      return {
        id: row.id,
        date: row.posted_on,
        description: row.description,
        amount: row.amount_cents / 100,
        balance: balanceCents / 100,
        kind: row.kind as PaymentHistoryEntry['kind'],
      };
    });
  }

  async belongsToEligibleDonationLocation(memberId: number): Promise<boolean> {
    const row = await findMemberById(this.#db, memberId);
    if (!row) throw problems.memberNotFound();
    return row.eligible_donation_location === 1;
  }
}
