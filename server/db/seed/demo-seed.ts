// Seeds the demo clinics, reference lists and personas (architecture §9) once; later starts skip
// it. The demo maintenance windows are re-anchored on every start: Clínica Sol begins 30 minutes
// after the API starts, Lumière is in maintenance now.
import { DateTime } from 'luxon';
import { consentPolicies, consentPolicyIdForCountry } from '../../../contract/domain/consentPolicy.ts';
import type { Db } from '../database.ts';
import { setMaintenanceWindow } from '../repositories/centers-repository.ts';
import type { PasswordHasher } from '../../services/password-hasher.ts';
import { normalizeEmail, type PiiCipher } from '../../services/pii-cipher.ts';
import { isoAt } from '../../services/clock.ts';
import { matchHashes } from '../../services/patient-matching.ts';
import { annualFeeCents, bannerSeed, centerSeeds, collectionSiteSeeds, DEMO_PASSWORD, featureFlagSeeds, patientRecordSeeds, personaSeeds, type PersonaSeed } from './demo-data.ts';
import { donorSeeds, medicalReviewDonorUserName, recipientProfileSeeds, type MatchingProfileSeed } from './demo-matching-data.ts';
import { countrySeeds } from './demo-reference-data.ts';
import { entraDemo } from '../../emulators/entra/entra-demo.ts';

const seedMarker = 'demo-seed';
/**
 * 2: clinic patient records (enrolment). 3: PayPal merchant ids and vault ids of the demo cards (payments).
 * 4: matching profiles and the demo donor couples (matching site).
 * 5: mia.recipient (a second Current recipient) and a donor couple whose embryos wait for medical review.
 * 6: fiona's collections (collection appointments).
 * 7: the demo staff of the Entra ID emulator and the clinics they serve (staff console).
 * An older database gets only what the later versions added.
 */
const seedVersion = 9;

const vaultBrandNames: Record<string, string> = { VI: 'VISA', MA: 'MASTERCARD', AM: 'AMEX', DI: 'DISCOVER' };
/**
 * Vault id of a demo card. The PayPal emulator recognises `EMUV-{BRAND}-{last four}-…` ids without having
 * issued them, so these survive restarts: last four 0002 declines, 0119 fails, anything else approves.
 */
export function demoCardVaultId(brand: string, lastFour: string, memberId: number): string {
  return `EMUV-${vaultBrandNames[brand] ?? 'VISA'}-${lastFour}-DEMO${memberId}`;
}

export interface SeedDeps {
  hasher: PasswordHasher;
  cipher: PiiCipher;
  nowMs: number;
}

/** Returns false when the database was already seeded. */
export async function seedDemoData(db: Db, deps: SeedDeps): Promise<boolean> {
  const marker = await db.selectFrom('app_meta').select('value').where('key', '=', seedMarker).executeTakeFirst();
  if (marker) {
    const from = Number(marker.value);
    if (from < seedVersion) {
      const hash = await deps.hasher.hash(DEMO_PASSWORD);
      await db.transaction().execute(async (trx) => {
        if (from < 2) await seedPatientRecords(trx, deps);
        if (from < 3) await seedPayPalDetails(trx);
        if (from < 4) await seedMatching(trx, deps, hash);
        if (from < 5) {
          const mia = personaSeeds.findIndex((persona) => persona.userName === 'mia.recipient');
          const persona = personaSeeds[mia];
          if (persona) {
            await insertPersona(trx, persona, { index: mia, passwordHash: hash, seedYear: new Date(deps.nowMs).getUTCFullYear(), deps });
            await seedRecipientProfiles(trx, deps, [persona.userName]);
          }
          await seedMedicalReview(trx);
        }
        if (from < 6) await seedCollectionAppointments(trx, deps.nowMs);
        if (from < 7) await seedStaff(trx, deps.nowMs);
        if (from < 8) await seedConsent(trx, deps, hash);
        if (from < 9) {
          // The demo banner seeded in English only gets its text in every language.
          await trx.updateTable('banner_messages').set({ texts_json: bannerSeed.texts_json }).where('text', '=', bannerSeed.text).where('texts_json', 'is', null).execute();
        }
        await trx
          .updateTable('app_meta')
          .set({ value: String(seedVersion) })
          .where('key', '=', seedMarker)
          .execute();
      });
    }
    return false;
  }

  // scrypt is slow and takes 128 MB per hash on purpose: the demo password is hashed once, before the
  // transaction, and every demo account shares that hash (their password is the same published one, so
  // salts of their own would protect nothing).
  const demoHash = await deps.hasher.hash(DEMO_PASSWORD);
  const seedYear = new Date(deps.nowMs).getUTCFullYear();

  await db.transaction().execute(async (trx) => {
    for (const { hosts, ...center } of centerSeeds) {
      await trx
        .insertInto('centers')
        .values({ ...center, maintenance_start_utc: null, maintenance_end_utc: null, consent_policy: consentPolicyData(center.country_code) })
        .execute();
      await trx
        .insertInto('center_sites')
        .values(hosts.map((host, index) => ({ host, center_id: center.id, is_primary: index === 0 ? 1 : 0 })))
        .execute();
    }
    for (const { flag, centerIds } of featureFlagSeeds) {
      await trx
        .insertInto('feature_flags')
        .values(centerIds.map((centerId) => ({ flag_name: flag, center_id: centerId })))
        .execute();
    }
    await trx.insertInto('collection_sites').values(collectionSiteSeeds).execute();
    for (const { states, ...country } of countrySeeds) {
      await trx.insertInto('countries').values(country).execute();
      if (states.length > 0) {
        await trx
          .insertInto('states')
          .values(states.map(([code, name]) => ({ country_id: country.id, code, name })))
          .execute();
      }
    }

    for (const [index, persona] of personaSeeds.entries()) {
      await insertPersona(trx, persona, { index, passwordHash: demoHash, seedYear, deps });
    }

    await seedPatientRecords(trx, deps);
    await seedPayPalDetails(trx);
    await seedMatching(trx, deps, demoHash);
    await seedMedicalReview(trx);
    await seedStaff(trx, deps.nowMs);
    await linkPartnerAccounts(trx);
    await trx
      .insertInto('banner_messages')
      .values({ ...bannerSeed, starts_at: isoAt(deps.nowMs - 86_400_000), ends_at: null })
      .execute();
    await trx
      .insertInto('app_meta')
      .values({ key: seedMarker, value: String(seedVersion) })
      .execute();
  });
  return true;
}

/** One persona of architecture §9 with its card, stored items, billing history and collection appointment. */
async function insertPersona(
  db: Db,
  persona: PersonaSeed,
  { index, passwordHash, seedYear, deps }: { index: number; passwordHash: string; seedYear: number; deps: SeedDeps },
): Promise<void> {
  const billing = billingHistory(persona, index, seedYear);
  const enrolledOn = billing[0]?.posted_on ?? `${seedYear - 3}-03-01`;
  const { id: memberId } = await db
    .insertInto('members')
    .values({
      center_id: persona.centerId,
      user_name: persona.userName,
      user_name_key: persona.userName.toLowerCase(),
      password_hash: passwordHash,
      password_changed_at: `${enrolledOn}T12:00:00.000Z`,
      member_type: persona.memberType,
      type_id: persona.typeId,
      registration_stage_id: persona.registrationStageId,
      account_status_id: persona.accountStatusId,
      is_read_only: persona.isReadOnly ? 1 : 0,
      billing_balance_cents: billing.reduce((sum, entry) => sum + entry.amount_cents, 0),
      payment_method_id: persona.paymentMethodId,
      matching_profile_status_id: persona.matchingProfileStatusId,
      matching_privacy_type_id: persona.matchingPrivacyTypeId,
      two_factor_enabled: persona.twoFactorEnabled ? 1 : 0,
      offsite_storage_type: persona.offsiteStorageType,
      eligible_donation_location: persona.eligibleDonationLocation ? 1 : 0,
      email_hash: deps.cipher.lookupHash(normalizeEmail(persona.personal.profile.email)),
      pii: deps.cipher.encryptJson(persona.personal),
      ...memberMatchHashes(deps.cipher, persona),
      created_at: `${enrolledOn}T12:00:00.000Z`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  if (persona.card) {
    const { brand, lastFour, expiration, systemStatus } = persona.card;
    await db.insertInto('credit_cards').values({ member_id: memberId, brand, last_four: lastFour, expiration, system_status: systemStatus }).execute();
  }
  await insertFreezeEvents(db, memberId, persona, persona.freezeEvents, { seedYear, deps });
  if (billing.length > 0) {
    await db
      .insertInto('payment_history')
      .values(billing.map((entry) => ({ ...entry, member_id: memberId })))
      .execute();
  }
  await insertCollectionAppointments(db, memberId, persona, deps.nowMs);
}

/** The stored items of a persona, their consent to storage, and the partner with whom co-owned ones were created. */
async function insertFreezeEvents(
  db: Db,
  memberId: number,
  persona: PersonaSeed,
  events: PersonaSeed['freezeEvents'],
  { seedYear, deps }: { seedYear: number; deps: SeedDeps },
): Promise<void> {
  if (events.length === 0) return;
  let coOwnerId: number | null = null;
  if (events.some((event) => event.coOwned) && persona.personal.partner && persona.partnerDateOfBirth) {
    const { partner } = persona.personal;
    const row = await db
      .insertInto('co_owners')
      .values({
        member_id: memberId,
        partner_member_id: null,
        pii: deps.cipher.encryptJson({ firstName: partner.firstName, lastName: partner.lastName, email: partner.email, dateOfBirth: persona.partnerDateOfBirth }),
        created_at: isoAt(deps.nowMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    coOwnerId = row.id;
  }
  for (const event of events) {
    const { id } = await db
      .insertInto('freeze_events')
      .values({
        member_id: memberId,
        item_type_id: persona.typeId,
        status_id: event.status,
        count: event.count,
        frozen_on: `${seedYear - event.yearsAgo}-${event.monthDay}`,
        storage_location: event.location,
        description: event.description,
        deleted_at: event.deleted ? isoAt(deps.nowMs - 86_400_000 * 400) : null,
        co_owner_id: event.coOwned ? coOwnerId : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!event.deleted) {
      await db
        .insertInto('storage_consents')
        .values({ freeze_event_id: id, consented_at: isoAt(deps.nowMs - 86_400_000 * (event.consentedDaysAgo ?? 100)), lapse_noticed_at: null })
        .execute();
    }
  }
}

/** The clinic's consent policy as data: its country's template (issue 13). */
function consentPolicyData(countryCode: string): string {
  return JSON.stringify(consentPolicies[consentPolicyIdForCountry(countryCode) ?? 'US']);
}

/** Co-owners who have their own portal account are linked to it by user name. */
async function linkPartnerAccounts(db: Db): Promise<void> {
  for (const persona of personaSeeds) {
    if (!persona.partnerAccount) continue;
    const owner = await db.selectFrom('members').select('id').where('user_name', '=', persona.userName).executeTakeFirst();
    const partner = await db.selectFrom('members').select('id').where('user_name', '=', persona.partnerAccount).executeTakeFirst();
    if (owner && partner) await db.updateTable('co_owners').set({ partner_member_id: partner.id }).where('member_id', '=', owner.id).execute();
  }
}

/**
 * Seed 8 (issue 13) on a database seeded before: clinics get their consent policy, existing items a
 * storage consent, and the co-owned items and the couple with two accounts are added.
 */
async function seedConsent(db: Db, deps: SeedDeps, passwordHash: string): Promise<void> {
  const seedYear = new Date(deps.nowMs).getUTCFullYear();
  for (const { country_code: country, id } of centerSeeds)
    await db
      .updateTable('centers')
      .set({ consent_policy: consentPolicyData(country) })
      .where('id', '=', id)
      .execute();
  const items = await db.selectFrom('freeze_events').select('id').where('deleted_at', 'is', null).execute();
  if (items.length > 0) {
    await db
      .insertInto('storage_consents')
      .values(items.map((item) => ({ freeze_event_id: item.id, consented_at: isoAt(deps.nowMs - 86_400_000 * 100), lapse_noticed_at: null })))
      .execute();
  }
  for (const [index, persona] of personaSeeds.entries()) {
    if (persona.sinceSeed === 8) {
      await insertPersona(db, persona, { index, passwordHash, seedYear, deps });
      continue;
    }
    const added = persona.freezeEvents.filter((event) => event.sinceSeed === 8);
    const member = added.length > 0 ? await db.selectFrom('members').select('id').where('user_name', '=', persona.userName).executeTakeFirst() : undefined;
    if (member) await insertFreezeEvents(db, member.id, persona, added, { seedYear, deps });
  }
  await linkPartnerAccounts(db);
}

function profileValues(memberId: number, role: 'DONOR' | 'RECIPIENT', centerId: number, profile: MatchingProfileSeed, nowIso: string) {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  return {
    member_id: memberId,
    role,
    privacy_type_id: profile.privacyTypeId,
    completion_status_id: profile.completionStatusId,
    profile_code: `${role === 'DONOR' ? 'D' : 'R'}-${String(1000 + memberId)}`,
    couple_information: json(profile.coupleInformation),
    considerations: json(profile.considerations),
    medical_information: json(profile.medicalInformation),
    letter: profile.letter,
    custom_description: profile.customDescription,
    custom_description_status_id: profile.customDescriptionStatusId,
    ivf_center_id: centerId,
    residence_state: profile.residenceState,
    birth_year: profile.birthYear,
    height_cm: profile.heightCm,
    eye_color: profile.eyeColor,
    hair_color: profile.hairColor,
    race: profile.race,
    religion: profile.religion,
    education: profile.education,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/** Recipient profiles of emma and rachel, and the demo donor couples with their embryos (all sharing one password hash). */
async function seedMatching(db: Db, deps: SeedDeps, donorHash: string): Promise<void> {
  const nowIso = isoAt(deps.nowMs);
  const seedYear = new Date(deps.nowMs).getUTCFullYear();
  await seedRecipientProfiles(db, deps, Object.keys(recipientProfileSeeds));
  for (const donor of donorSeeds) {
    const enrolledOn = `${seedYear - 6}-02-01T12:00:00.000Z`;
    const { id: memberId } = await db
      .insertInto('members')
      .values({
        center_id: donor.centerId,
        user_name: donor.userName,
        user_name_key: donor.userName.toLowerCase(),
        password_hash: donorHash,
        password_changed_at: enrolledOn,
        member_type: 'EmbryoCryo',
        type_id: 'CRY',
        registration_stage_id: 'REGI',
        account_status_id: 'ACT',
        is_read_only: 0,
        billing_balance_cents: 0,
        payment_method_id: null,
        matching_profile_status_id: donor.profile.completionStatusId === 'CURRNT' ? 'Current' : donor.profile.completionStatusId,
        matching_privacy_type_id: donor.profile.privacyTypeId,
        two_factor_enabled: 0,
        offsite_storage_type: null,
        eligible_donation_location: 1,
        email_hash: deps.cipher.lookupHash(normalizeEmail(donor.personal.profile.email)),
        pii: deps.cipher.encryptJson(donor.personal),
        ...memberMatchHashes(deps.cipher, donor),
        created_at: enrolledOn,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('freeze_events')
      .values(
        donor.freezeEvents.map((event) => ({
          member_id: memberId,
          item_type_id: 'CRY',
          status_id: event.status,
          count: event.count,
          frozen_on: `${seedYear - event.yearsAgo}-${event.monthDay}`,
          storage_location: 'Northside Fertility — Tank 5, Canister D',
          description: event.description,
          deleted_at: null,
          // The demo couples offer every embryo they could donate (carol.couple chooses hers).
          offered_for_matching: 1,
        })),
      )
      .execute();
    await db
      .insertInto('matching_profiles')
      .values(profileValues(memberId, 'DONOR', donor.centerId, donor.profile, nowIso))
      .execute();
  }
}

/** Recipient profiles of existing personas (by user name). */
async function seedRecipientProfiles(db: Db, deps: SeedDeps, userNames: string[]): Promise<void> {
  const nowIso = isoAt(deps.nowMs);
  for (const userName of userNames) {
    const profile = recipientProfileSeeds[userName];
    const member = await db.selectFrom('members').select(['id', 'center_id']).where('user_name_key', '=', userName).executeTakeFirst();
    if (member && profile)
      await db
        .insertInto('matching_profiles')
        .values(profileValues(member.id, 'RECIPIENT', member.center_id, profile, nowIso))
        .execute();
  }
}

/** The demo couple whose embryos wait for the clinic's medical review. */
async function seedMedicalReview(db: Db): Promise<void> {
  await db
    .updateTable('freeze_events')
    .set({ medical_review_pending: 1 })
    .where('member_id', 'in', db.selectFrom('members').select('id').where('user_name_key', '=', medicalReviewDonorUserName))
    .execute();
}

/** The persona's collections (missing ones only, so an older database can get them too). */
async function insertCollectionAppointments(db: Db, memberId: number, persona: PersonaSeed, nowMs: number): Promise<void> {
  for (const seed of persona.collectionAppointments ?? []) {
    const exists = await db.selectFrom('collection_appointments').select('inventory_batch_id').where('inventory_batch_id', '=', seed.inventoryBatchId).executeTakeFirst();
    if (exists) continue;
    const center = await db.selectFrom('centers').select('time_zone').where('id', '=', persona.centerId).executeTakeFirstOrThrow();
    const sites = await db.selectFrom('collection_sites').select('id').where('center_id', '=', persona.centerId).orderBy('id').execute();
    const { scheduled } = seed;
    const [hour, minute] = (scheduled?.localTime ?? '00:00').split(':').map(Number);
    const at = scheduled
      ? DateTime.fromMillis(nowMs, { zone: center.time_zone })
          .plus({ days: scheduled.daysAhead })
          .set({ hour, minute, second: 0, millisecond: 0 })
          .toUTC()
          .toISO({ suppressMilliseconds: false })
      : null;
    await db
      .insertInto('collection_appointments')
      .values({
        inventory_batch_id: seed.inventoryBatchId,
        member_id: memberId,
        state: seed.state,
        collection_site_id: sites[seed.siteIndex]?.id ?? null,
        collection_reason: seed.reason,
        scheduled_at_utc: at,
        duration_minutes: scheduled?.durationMinutes ?? null,
        updated_at: isoAt(nowMs),
      })
      .execute();
  }
}

/** Version 5: the demo collections of every persona that has some (fiona's three). */
async function seedCollectionAppointments(db: Db, nowMs: number): Promise<void> {
  for (const persona of personaSeeds) {
    if (!persona.collectionAppointments) continue;
    const member = await db.selectFrom('members').select('id').where('user_name_key', '=', persona.userName).executeTakeFirst();
    if (member) await insertCollectionAppointments(db, member.id, persona, nowMs);
  }
}

function memberMatchHashes(cipher: PiiCipher, persona: Pick<PersonaSeed, 'personal'>) {
  const hashes = matchHashes(cipher, persona.personal.profile);
  return { name_dob_hash: hashes.nameDobHash, phone_hash: hashes.phoneHash, address_hash: hashes.addressHash };
}

/** Clinics' PayPal merchant ids and, for every demo member with a card on file, its (emulator) vault id. */
async function seedPayPalDetails(db: Db): Promise<void> {
  for (const center of centerSeeds) {
    await db
      .updateTable('centers')
      .set({ paypal_merchant_id: `EMUMERCHANT${String(center.id).padStart(4, '0')}` })
      .where('id', '=', center.id)
      .execute();
  }
  const cards = await db
    .selectFrom('credit_cards')
    .innerJoin('members', 'members.id', 'credit_cards.member_id')
    .select(['credit_cards.member_id', 'credit_cards.brand', 'credit_cards.last_four'])
    .where('members.default_vault_id', 'is', null)
    .execute();
  for (const card of cards) {
    await db
      .updateTable('members')
      .set({ default_vault_id: demoCardVaultId(card.brand, card.last_four, card.member_id) })
      .where('id', '=', card.member_id)
      .execute();
  }
}

async function seedPatientRecords(db: Db, deps: SeedDeps): Promise<void> {
  for (const record of patientRecordSeeds) {
    const member = record.linkedUserName ? await db.selectFrom('members').select('id').where('user_name_key', '=', record.linkedUserName).executeTakeFirst() : undefined;
    const hashes = matchHashes(deps.cipher, record.details);
    await db
      .insertInto('clinic_patient_records')
      .values({
        center_id: record.centerId,
        member_type: record.memberType,
        offsite_storage_type: record.offsiteStorageType,
        name_dob_hash: hashes.nameDobHash,
        phone_hash: hashes.phoneHash,
        address_hash: hashes.addressHash,
        pii: deps.cipher.encryptJson(record.details),
        status: member ? 'USED' : 'AVAILABLE',
        member_id: member?.id ?? null,
        used_at: member ? isoAt(deps.nowMs) : null,
        created_at: isoAt(deps.nowMs),
      })
      .execute();
  }
}

export async function scheduleDemoMaintenance(db: Db, nowMs: number): Promise<void> {
  const solStart = nowMs + 30 * 60_000;
  await setMaintenanceWindow(db, 3, isoAt(solStart), isoAt(solStart + 2 * 60 * 60_000));
  await setMaintenanceWindow(db, 4, isoAt(nowMs - 60 * 60_000), null);
}

interface BillingSeed {
  posted_on: string;
  description: string;
  amount_cents: number;
  kind: 'Charge' | 'Payment' | 'Credit';
}

/** Three years of charges, payments and a credit; the last year leaves `outstandingCents` unpaid. */
function billingHistory(persona: PersonaSeed, index: number, seedYear: number): BillingSeed[] {
  const fee = annualFeeCents[persona.centerId] ?? 50_000;
  const recipient = persona.memberType === 'EmbryoRecipient';
  const byCard = persona.paymentMethodId === 'CR';
  const paid = byCard ? 'Card payment — thank you' : 'Cheque payment — thank you';
  const day = (year: number, offsetDays: number): string => {
    const date = new Date(Date.UTC(year, 2, 1 + index * 9 + offsetDays));
    return date.toISOString().slice(0, 10);
  };
  const firstYear = seedYear - 3;
  const setup = recipient ? 30_000 : 20_000;
  const entries: BillingSeed[] = [
    {
      posted_on: day(firstYear, 0),
      description: recipient ? 'Matching programme enrolment' : 'Cryopreservation and first-year storage',
      amount_cents: fee + setup,
      kind: 'Charge',
    },
    { posted_on: day(firstYear, 14), description: paid, amount_cents: -(fee + setup), kind: 'Payment' },
  ];
  for (let year = firstYear + 1; year < seedYear; year++) {
    const last = year === seedYear - 1;
    entries.push({
      posted_on: day(year, 0),
      description: recipient ? `Matching programme membership ${year}–${year + 1}` : `Annual storage fee ${year}–${year + 1}`,
      amount_cents: fee,
      kind: 'Charge',
    });
    let due = fee;
    if (year === firstYear + 1) {
      entries.push({ posted_on: day(year, 5), description: 'Loyalty credit', amount_cents: -5_000, kind: 'Credit' });
      due -= 5_000;
    }
    if (last) due -= persona.outstandingCents;
    if (due > 0) entries.push({ posted_on: day(year, 12), description: paid, amount_cents: -due, kind: 'Payment' });
  }
  return entries;
}

/** The emulator's demo staff as if each had signed in once, with the clinics a PlatformAdmin granted them. */
async function seedStaff(db: Db, nowMs: number): Promise<void> {
  const nowIso = isoAt(nowMs);
  const granter = entraDemo.staff.find((person) => person.roles.includes('PlatformAdmin'))?.oid ?? 'seed';
  for (const person of entraDemo.staff) {
    await db
      .insertInto('staff')
      .values({ oid: person.oid, tenant_id: entraDemo.tenantId, user_name: person.userName, name: person.name, created_at: nowIso, last_seen_at: nowIso })
      .execute();
    if (person.clinicIds.length > 0) {
      await db
        .insertInto('staff_clinics')
        .values(person.clinicIds.map((center_id) => ({ oid: person.oid, center_id, granted_by: granter, granted_at: nowIso })))
        .execute();
    }
  }
}
