// The demo clinics and personas of architecture §9 — a contract: tests outside this repo sign in
// as these user names with DEMO_PASSWORD and expect exactly these states.
import type { MemberType } from '../../../contract/api/auth.ts';
import { FeatureFlagNames } from '../../../contract/api/centers.ts';
import type { StorageItemType } from '../../../contract/api/members.ts';
import type { MemberPersonalData } from '../../services/members-service.ts';
import type { ClinicPatientDetails } from '../../services/patient-matching.ts';
import type { CentersTable } from '../tables.ts';

export const DEMO_PASSWORD = 'Portal-Demo-2026!';

type CenterSeed = Omit<
  CentersTable,
  'maintenance_start_utc' | 'maintenance_end_utc' | 'paypal_merchant_id' | 'matching_maintenance_start_utc' | 'matching_maintenance_end_utc' | 'consent_policy'
> & { hosts: string[] };

export const centerSeeds: CenterSeed[] = [
  {
    id: 1,
    name: 'Northside Fertility',
    hosts: ['localhost', 'northside.localhost'],
    business_model: 'B2B2C',
    currency_code: 'USD',
    currency_symbol: '$',
    currency_culture: 'en-US',
    locale: 'en-US',
    time_zone: 'America/New_York',
    country_code: 'US',
    logo_file: 'northside.svg',
    color_primary: '#135CAB',
    color_secondary: '#6C2196',
    color_accent: '#99BE57',
    vaulting_order_cents: 100,
    paypal_settings_id: 1,
    fert_pres_enabled: 0,
    disposition_contact_email: 'dispositions@northside.example.com',
    billing_contact_phone: '6175550142',
    billing_contact_phone_ext: '210',
    phone: '6175550100',
  },
  {
    id: 2,
    name: 'Thames Fertility Centre',
    hosts: ['thames.localhost'],
    business_model: 'B2C',
    currency_code: 'GBP',
    currency_symbol: '£',
    currency_culture: 'en-GB',
    locale: 'en-GB',
    time_zone: 'Europe/London',
    country_code: 'GB',
    logo_file: 'thames.svg',
    color_primary: '#00594F',
    color_secondary: '#C8102E',
    color_accent: '#F2A900',
    vaulting_order_cents: 100,
    paypal_settings_id: 2,
    fert_pres_enabled: 1,
    disposition_contact_email: null,
    billing_contact_phone: '2079460958',
    billing_contact_phone_ext: null,
    phone: '2079460900',
  },
  {
    id: 3,
    name: 'Clínica Sol',
    hosts: ['sol.localhost'],
    business_model: 'B2B',
    currency_code: 'EUR',
    currency_symbol: '€',
    currency_culture: 'es-ES',
    locale: 'es',
    time_zone: 'Europe/Madrid',
    country_code: 'ES',
    logo_file: 'sol.svg',
    color_primary: '#C4410B',
    color_secondary: '#F2A900',
    color_accent: '#7A1F5C',
    vaulting_order_cents: 100,
    paypal_settings_id: 3,
    fert_pres_enabled: 0,
    disposition_contact_email: 'pacientes@clinicasol.example.com',
    billing_contact_phone: null,
    billing_contact_phone_ext: null,
    phone: '915550123',
  },
  {
    id: 4,
    name: 'Lumière',
    hosts: ['lumiere.localhost'],
    business_model: 'B2B',
    currency_code: 'EUR',
    currency_symbol: '€',
    currency_culture: 'fr-FR',
    locale: 'fr',
    time_zone: 'Europe/Paris',
    country_code: 'FR',
    logo_file: 'lumiere.svg',
    color_primary: '#1D3557',
    color_secondary: '#E63946',
    color_accent: '#457B9D',
    vaulting_order_cents: 100,
    paypal_settings_id: 4,
    fert_pres_enabled: 0,
    disposition_contact_email: 'contact@lumiere.example.com',
    billing_contact_phone: null,
    billing_contact_phone_ext: null,
    phone: '0155501234',
  },
];

export const featureFlagSeeds: { flag: string; centerIds: number[] }[] = [
  { flag: FeatureFlagNames.matchingSite, centerIds: [1] },
  { flag: FeatureFlagNames.openClosedDonation, centerIds: [1] },
];

export const collectionSiteSeeds = [
  { center_id: 2, name: 'Thames Fertility Centre — Battersea', address_line1: '12 Prince of Wales Drive', city: 'London', postal_code: 'SW11 4SB', phone: '2079460911' },
  { center_id: 2, name: 'Thames Fertility Centre — Canary Wharf', address_line1: '40 Bank Street', city: 'London', postal_code: 'E14 5NR', phone: '2079460922' },
  { center_id: 2, name: 'Thames Fertility Centre — Richmond', address_line1: '3 Hill Rise', city: 'Richmond', postal_code: 'TW10 6UQ', phone: null },
];

export interface FreezeEventSeed {
  status: string;
  count: number;
  /** Years before the seed year, and a month/day, so the dates stay realistic as time passes. */
  yearsAgo: number;
  monthDay: string;
  location: string;
  description: string;
  deleted?: boolean;
  /** Created with the persona's partner: a decision needs both signatures (issue 13). */
  coOwned?: boolean;
  /** Days before the seed date that consent to storage was last given (default 100: current everywhere). */
  consentedDaysAgo?: number;
  /** The seed version that added the item (upgrades of an existing database add it then). */
  sinceSeed?: number;
}

export interface PersonaSeed {
  userName: string;
  centerId: number;
  memberType: MemberType;
  typeId: StorageItemType;
  registrationStageId: string;
  accountStatusId: string;
  isReadOnly: boolean;
  paymentMethodId: string | null;
  card: { brand: 'VI' | 'MA' | 'AM' | 'DI'; lastFour: string; expiration: string; systemStatus: string } | null;
  matchingProfileStatusId: string | null;
  matchingPrivacyTypeId: string | null;
  twoFactorEnabled: boolean;
  offsiteStorageType: 'FertilityPreservation' | 'StorageOnly' | null;
  eligibleDonationLocation: boolean;
  personal: MemberPersonalData;
  freezeEvents: FreezeEventSeed[];
  /** Unpaid amount (cents) left at the end of the billing history. */
  outstandingCents: number;
  collectionAppointments?: CollectionAppointmentSeed[];
  /** The partner's date of birth, which a co-signing link asks (issue 13). */
  partnerDateOfBirth?: string;
  /** The partner's own portal account (user name), when they have one. */
  partnerAccount?: string;
  /** The seed version that added the persona (upgrades of an existing database add it then). */
  sinceSeed?: number;
}

export interface CollectionAppointmentSeed {
  inventoryBatchId: number;
  state: string;
  reason: string;
  /** Index into the clinic's collection sites in `collectionSiteSeeds` order. */
  siteIndex: number;
  /** A booked appointment: days after the seed date, local time at the clinic, length in minutes. */
  scheduled?: { daysAhead: number; localTime: string; durationMinutes: number };
}

const northTank = 'Northside Fertility — Tank 3, Canister B';
const northVault = 'Long-term facility, Cryo Vault East — Dewar 12';
const accepted = (lastFour: string, brand: 'VI' | 'MA' | 'AM' | 'DI' = 'VI') => ({ brand, lastFour, expiration: '09/29', systemStatus: 'ACC' });

function us(firstName: string, lastName: string, userName: string, dateOfBirth: string, street: string, city: string, state: string, zip: string, phone: string) {
  return {
    namePrefix: null,
    firstName,
    lastName,
    email: `${userName}@example.com`,
    phone,
    phoneExt: null,
    addressLine1: street,
    addressLine2: null,
    city,
    state,
    zip,
    country: 'US',
    dateOfBirth,
  };
}

const cryo = (prefix: string, state: string): string => `${prefix}-${state}`.padEnd(24, '-');

/** What most personas share: a registered, active member of Northside paying by card, storing with the
 * clinic, without matching, two-factor, read-only access or anything unpaid. Each persona says what differs. */
const usualMember = {
  centerId: 1,
  registrationStageId: 'REGI',
  accountStatusId: 'ACT',
  isReadOnly: false,
  paymentMethodId: 'CR',
  matchingProfileStatusId: null,
  matchingPrivacyTypeId: null,
  twoFactorEnabled: false,
  offsiteStorageType: 'StorageOnly',
  eligibleDonationLocation: false,
  outstandingCents: 0,
} satisfies Partial<PersonaSeed>;

const persona = (own: Omit<PersonaSeed, keyof typeof usualMember> & Partial<PersonaSeed>): PersonaSeed => ({ ...usualMember, ...own });

export const personaSeeds: PersonaSeed[] = [
  persona({
    userName: 'emma.recipient',
    memberType: 'EmbryoRecipient',
    typeId: 'REC',
    card: accepted('4242'),
    matchingProfileStatusId: 'Current',
    matchingPrivacyTypeId: 'OPEN',
    offsiteStorageType: null,
    eligibleDonationLocation: true,
    personal: {
      profile: us('Emma', 'Whitfield', 'emma.recipient', '1988-04-12', '221 Beacon Street', 'Boston', 'MA', '02116', '6175550111'),
      partner: { firstName: 'James', lastName: 'Whitfield', email: 'james.whitfield@example.com' },
    },
    freezeEvents: [],
  }),
  persona({
    userName: 'rachel.recipient',
    memberType: 'EmbryoRecipient',
    typeId: 'REC',
    paymentMethodId: null,
    card: null,
    matchingProfileStatusId: 'PTLPRI',
    matchingPrivacyTypeId: 'NONE',
    offsiteStorageType: null,
    personal: { profile: us('Rachel', 'Moreno', 'rachel.recipient', '1990-09-03', '58 Elm Avenue', 'Cambridge', 'MA', '02139', '6175550112'), partner: null },
    freezeEvents: [],
  }),
  persona({
    userName: 'carol.couple',
    memberType: 'EmbryoCryo',
    typeId: 'CRY',
    card: accepted('4444', 'MA'),
    matchingProfileStatusId: 'NOPROF',
    eligibleDonationLocation: true,
    personal: {
      profile: us('Carol', 'Bennett', 'carol.couple', '1984-02-27', '9 Harbor View Road', 'Quincy', 'MA', '02169', '6175550113'),
      partner: { firstName: 'Daniel', lastName: 'Bennett', email: 'daniel.bennett@example.com' },
    },
    // Daniel has no account of his own: he co-signs through the link he is mailed. The newer items were
    // created with donor gametes and are Carol's alone; the two oldest were created with Daniel.
    partnerDateOfBirth: '1982-08-14',
    freezeEvents: [
      { status: cryo('ICR', 'CRYC'), count: 4, yearsAgo: 2, monthDay: '05-14', location: northTank, description: 'Day 5 blastocysts' },
      { status: cryo('ICR', 'CRYL'), count: 2, yearsAgo: 5, monthDay: '10-02', location: northVault, description: 'Day 5 blastocysts' },
      { status: cryo('ICR', 'EDON'), count: 3, yearsAgo: 7, monthDay: '03-21', location: northVault, description: 'Day 3 embryos' },
      { status: cryo('ICR', 'DTHD'), count: 1, yearsAgo: 8, monthDay: '01-09', location: northTank, description: 'Day 3 embryo', deleted: true },
      {
        status: cryo('ICR', 'CRYC'),
        count: 3,
        yearsAgo: 9,
        monthDay: '06-03',
        location: northTank,
        description: 'Day 5 blastocysts, created with Daniel',
        coOwned: true,
        sinceSeed: 8,
      },
      {
        status: cryo('ICR', 'CRYC'),
        count: 2,
        yearsAgo: 10,
        monthDay: '02-17',
        location: northVault,
        description: 'Day 3 embryos, created with Daniel',
        coOwned: true,
        sinceSeed: 8,
      },
    ],
  }),
  persona({
    userName: 'grace.egg',
    memberType: 'EggCryo',
    typeId: 'GCR',
    card: accepted('1881', 'VI'),
    personal: { profile: us('Grace', 'Liu', 'grace.egg', '1992-11-30', '410 Commonwealth Avenue', 'Boston', 'MA', '02215', '6175550114'), partner: null },
    freezeEvents: [
      { status: cryo('GCR', 'CRYC'), count: 12, yearsAgo: 3, monthDay: '07-08', location: northTank, description: 'Mature oocytes (MII)' },
      { status: cryo('GCR', 'CRYC'), count: 8, yearsAgo: 1, monthDay: '02-19', location: northTank, description: 'Mature oocytes (MII)' },
    ],
  }),
  persona({
    userName: 'sam.sperm',
    memberType: 'SpermCryo',
    typeId: 'SCR',
    card: accepted('0005', 'AM'),
    personal: { profile: us('Samuel', 'Okafor', 'sam.sperm', '1986-06-17', '77 Mass Avenue', 'Arlington', 'MA', '02474', '6175550115'), partner: null },
    freezeEvents: [
      { status: cryo('SCR', 'CRYC'), count: 6, yearsAgo: 4, monthDay: '09-12', location: northTank, description: 'Sperm vials (0.5 ml)' },
      { status: cryo('SCR', 'ETHD'), count: 2, yearsAgo: 9, monthDay: '04-03', location: northVault, description: 'Sperm vials (0.5 ml)' },
    ],
  }),
  persona({
    userName: 'tara.tissue',
    memberType: 'TesticularTissueCryo',
    typeId: 'TCR',
    card: accepted('1117', 'DI'),
    personal: {
      profile: us('Tara', 'Singh', 'tara.tissue', '1979-01-25', '15 Pleasant Street', 'Brookline', 'MA', '02446', '6175550116'),
      partner: null,
    },
    freezeEvents: [{ status: cryo('TCR', 'CRYC'), count: 2, yearsAgo: 6, monthDay: '11-20', location: northVault, description: 'Testicular tissue fragments (guardian: parent)' }],
  }),
  persona({
    userName: 'olivia.readonly',
    memberType: 'EmbryoCryo',
    typeId: 'CRY',
    isReadOnly: true,
    card: accepted('5100', 'MA'),
    personal: {
      profile: us('Olivia', 'Hart', 'olivia.readonly', '1981-08-08', '3 Orchard Lane', 'Newton', 'MA', '02458', '6175550117'),
      partner: { firstName: 'Marcus', lastName: 'Hart', email: 'marcus.hart@example.com' },
    },
    freezeEvents: [
      { status: cryo('ICR', 'CRYL'), count: 5, yearsAgo: 10, monthDay: '06-30', location: northVault, description: 'Day 5 blastocysts' },
      { status: cryo('ICR', 'DTHD'), count: 2, yearsAgo: 12, monthDay: '12-01', location: northVault, description: 'Day 3 embryos' },
    ],
  }),
  persona({
    userName: 'ben.balance',
    memberType: 'EmbryoCryo',
    typeId: 'CRY',
    card: accepted('4012', 'VI'),
    personal: {
      profile: us('Benjamin', 'Keller', 'ben.balance', '1983-03-05', '88 Summer Street', 'Somerville', 'MA', '02143', '6175550118'),
      partner: { firstName: 'Alicia', lastName: 'Keller', email: 'alicia.keller@example.com' },
    },
    freezeEvents: [
      { status: cryo('ICR', 'CRYC'), count: 6, yearsAgo: 3, monthDay: '08-17', location: northTank, description: 'Day 5 blastocysts' },
      { status: cryo('ICR', 'ESCI'), count: 2, yearsAgo: 6, monthDay: '02-11', location: northVault, description: 'Day 3 embryos' },
    ],
    outstandingCents: 25_000,
  }),
  persona({
    userName: 'dan.declined',
    memberType: 'EggCryo',
    typeId: 'GCR',
    card: { brand: 'VI', lastFour: '0002', expiration: '03/28', systemStatus: 'Declined' },
    personal: {
      profile: us('Danielle', 'Novak', 'dan.declined', '1991-12-14', '5 Chestnut Street', 'Salem', 'MA', '01970', '9785550119'),
      partner: null,
    },
    freezeEvents: [{ status: cryo('GCR', 'CRYC'), count: 10, yearsAgo: 2, monthDay: '10-27', location: northTank, description: 'Mature oocytes (MII)' }],
  }),
  persona({
    userName: 'paula.pending',
    memberType: 'EmbryoCryo',
    typeId: 'CRY',
    registrationStageId: 'PEND',
    paymentMethodId: null,
    card: null,
    offsiteStorageType: null,
    personal: { profile: us('Paula', 'Reyes', 'paula.pending', '1989-05-22', '140 Main Street', 'Worcester', 'MA', '01608', '5085550120'), partner: null },
    freezeEvents: [{ status: cryo('ICR', 'UNCF'), count: 3, yearsAgo: 0, monthDay: '01-15', location: northTank, description: 'Day 5 blastocysts' }],
  }),
  persona({
    userName: 'fiona.fertpres',
    centerId: 2,
    memberType: 'EggCryo',
    typeId: 'GCR',
    card: accepted('4000', 'VI'),
    offsiteStorageType: 'FertilityPreservation',
    personal: {
      profile: {
        namePrefix: 'Ms',
        firstName: 'Fiona',
        lastName: 'Gallagher',
        email: 'fiona.fertpres@example.com',
        phone: '7400900123',
        phoneExt: null,
        addressLine1: '27 Albert Bridge Road',
        addressLine2: 'Flat 4',
        city: 'London',
        state: 'ENG',
        zip: 'SW11 4PX',
        country: 'GB',
        dateOfBirth: '1994-07-19',
      },
      partner: null,
    },
    freezeEvents: [
      {
        status: cryo('GCR', 'CRYC'),
        count: 14,
        yearsAgo: 1,
        monthDay: '06-03',
        location: 'Thames Fertility Centre — Battersea, Dewar 2',
        description: 'Mature oocytes (MII), fertility preservation',
      },
    ],
    // One collection per kind of thing she can do: choose a site and book, a booked appointment
    // (cancel it, add it to a calendar), and one still waiting for her enrolment package.
    collectionAppointments: [
      { inventoryBatchId: 50001, state: 'AppointmentNeeded', reason: 'CancerTreatment', siteIndex: 0 },
      {
        inventoryBatchId: 50002,
        state: 'AppointmentPending',
        reason: 'CancerTreatment',
        siteIndex: 1,
        scheduled: { daysAhead: 9, localTime: '14:30', durationMinutes: 120 },
      },
      { inventoryBatchId: 50003, state: 'PatientEnrollmentPending', reason: 'FuturePersonalUse', siteIndex: 0 },
    ],
  }),
  persona({
    userName: 'hugo.sol',
    centerId: 3,
    memberType: 'EmbryoCryo',
    typeId: 'CRY',
    card: accepted('3220', 'MA'),
    personal: {
      profile: {
        namePrefix: 'Sr.',
        firstName: 'Hugo',
        lastName: 'Fernández',
        email: 'hugo.sol@example.com',
        phone: '612345678',
        phoneExt: null,
        addressLine1: 'Calle de Alcalá 120',
        addressLine2: '3º B',
        city: 'Madrid',
        state: 'MD',
        zip: '28009',
        country: 'ES',
        dateOfBirth: '1982-10-02',
      },
      partner: { firstName: 'Lucía', lastName: 'Martín', email: 'lucia.martin@example.com' },
    },
    freezeEvents: [
      // Spain renews consent every two years: this one is due in 40 days (the 90-day reminder has gone out).
      { status: cryo('ICR', 'CRYC'), count: 4, yearsAgo: 4, monthDay: '04-22', location: 'Clínica Sol — Tanque 1', description: 'Blastocistos de día 5', consentedDaysAgo: 690 },
      { status: cryo('ICR', 'EUSE'), count: 1, yearsAgo: 6, monthDay: '09-09', location: 'Clínica Sol — Tanque 2', description: 'Embrión de día 3' },
    ],
  }),
  persona({
    userName: 'tom.twofactor',
    memberType: 'EmbryoCryo',
    typeId: 'CRY',
    card: accepted('4111', 'VI'),
    twoFactorEnabled: true,
    personal: {
      profile: us('Thomas', 'Andersen', 'tom.twofactor', '1980-02-14', '600 Boylston Street', 'Boston', 'MA', '02116', '6175550121'),
      partner: { firstName: 'Nora', lastName: 'Andersen', email: 'nora.andersen@example.com' },
    },
    freezeEvents: [
      { status: cryo('ICR', 'CRYC'), count: 3, yearsAgo: 5, monthDay: '03-03', location: northTank, description: 'Day 5 blastocysts' },
      // The yearly storage agreement was not renewed: a lapsed consent for the staff list (never discarded).
      { status: cryo('ICR', 'CRYL'), count: 2, yearsAgo: 8, monthDay: '11-11', location: northVault, description: 'Day 5 blastocysts', consentedDaysAgo: 400 },
    ],
  }),
  persona({
    // A second recipient with a Current profile ("another recipient" in end-to-end tests).
    userName: 'mia.recipient',
    memberType: 'EmbryoRecipient',
    typeId: 'REC',
    paymentMethodId: null,
    card: null,
    matchingProfileStatusId: 'Current',
    matchingPrivacyTypeId: 'OPEN',
    offsiteStorageType: null,
    eligibleDonationLocation: true,
    personal: {
      profile: us('Mia', 'Castellano', 'mia.recipient', '1987-06-19', '77 Summer Street', 'Somerville', 'MA', '02143', '6175550131'),
      partner: { firstName: 'Lucas', lastName: 'Castellano', email: 'lucas.castellano@example.com' },
    },
    freezeEvents: [],
  }),
  persona({
    // A couple who both have accounts (issue 13): the embryos are Maya's account's, created with Leo, who
    // sees and co-signs them from his own account.
    userName: 'maya.joint',
    memberType: 'EmbryoCryo',
    typeId: 'CRY',
    card: accepted('5454', 'MA'),
    personal: {
      profile: us('Maya', 'Okoro', 'maya.joint', '1988-04-09', '21 Beacon Street', 'Boston', 'MA', '02108', '6175550141'),
      partner: { firstName: 'Leo', lastName: 'Okoro', email: 'leo.joint@example.com' },
    },
    partnerDateOfBirth: '1986-12-01',
    partnerAccount: 'leo.joint',
    freezeEvents: [
      { status: cryo('ICR', 'CRYC'), count: 5, yearsAgo: 3, monthDay: '09-12', location: northTank, description: 'Day 5 blastocysts', coOwned: true },
      { status: cryo('ICR', 'CRYL'), count: 2, yearsAgo: 6, monthDay: '01-30', location: northVault, description: 'Day 3 embryos', coOwned: true },
    ],
    sinceSeed: 8,
  }),
  persona({
    userName: 'leo.joint',
    memberType: 'EmbryoCryo',
    typeId: 'CRY',
    paymentMethodId: null,
    card: null,
    personal: {
      profile: us('Leo', 'Okoro', 'leo.joint', '1986-12-01', '21 Beacon Street', 'Boston', 'MA', '02108', '6175550142'),
      partner: { firstName: 'Maya', lastName: 'Okoro', email: 'maya.joint@example.com' },
    },
    freezeEvents: [],
    sinceSeed: 8,
  }),
];

/** The site-wide banner members see after sign-in, in each of the portal's languages. */
const bannerTexts = {
  'en-US': 'Our offices are closed on public holidays. Online services stay available, and urgent storage questions reach the on-call team.',
  'en-GB': 'Our offices are closed on bank holidays. Online services stay available, and urgent storage questions reach the on-call team.',
  es: 'Nuestras oficinas cierran los días festivos. Los servicios en línea siguen disponibles y el equipo de guardia atiende las consultas urgentes sobre la conservación.',
  fr: 'Nos bureaux sont fermés les jours fériés. Les services en ligne restent disponibles et l’équipe d’astreinte répond aux questions urgentes sur la conservation.',
};

export const bannerSeed = {
  text: bannerTexts['en-US'],
  texts_json: JSON.stringify(bannerTexts),
  style_id: 'info',
};

/** Annual storage fee (cents) per center currency. */
export const annualFeeCents: Record<number, number> = { 1: 65_000, 2: 39_500, 3: 45_000, 4: 45_000 };

/**
 * Clinic patient records (enrolment matching, architecture §5): what a clinic has on file before
 * the patient registers online. `linkedUserName` ties a record to a persona enrolled by the clinic
 * (paula.pending finishes her registration on the pre-empt register page); the others are free
 * for POST /api/Members/Registration (server/README.md lists them as demo enrolment identities).
 */
export interface PatientRecordSeed {
  centerId: number;
  memberType: MemberType;
  offsiteStorageType: 'FertilityPreservation' | 'StorageOnly' | null;
  details: ClinicPatientDetails;
  linkedUserName?: string;
}

const clinicLocked = ['primary.firstName', 'primary.lastName', 'primary.dateOfBirth'];

export const patientRecordSeeds: PatientRecordSeed[] = [
  {
    centerId: 2,
    memberType: 'EggCryo',
    offsiteStorageType: 'FertilityPreservation',
    details: {
      namePrefix: 'Ms',
      firstName: 'Nadia',
      lastName: 'Okafor',
      dateOfBirth: '1991-04-12',
      email: 'nadia.okafor@example.com',
      phone: '07400123456',
      addressLine1: '12 Riverside Walk',
      addressLine2: null,
      city: 'London',
      state: null,
      zip: 'SE1 7PB',
      country: 'GB',
      lockedFields: clinicLocked,
    },
  },
  {
    centerId: 1,
    memberType: 'SpermCryo',
    offsiteStorageType: 'StorageOnly',
    details: {
      namePrefix: null,
      firstName: 'Leo',
      lastName: 'Martins',
      dateOfBirth: '1988-09-30',
      email: 'leo.martins@example.com',
      phone: '6175550199',
      addressLine1: '44 Harbor Street',
      addressLine2: null,
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      country: 'US',
      lockedFields: clinicLocked,
    },
  },
  {
    // Enrolled by the clinic from its own records: name, birth date and e-mail; she types phone and address.
    centerId: 1,
    memberType: 'EmbryoCryo',
    offsiteStorageType: null,
    details: { namePrefix: 'Ms', firstName: 'Paula', lastName: 'Reyes', dateOfBirth: '1989-05-22', email: 'paula.pending@example.com', lockedFields: clinicLocked },
    linkedUserName: 'paula.pending',
  },
];
