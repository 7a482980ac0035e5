// Matching-site demo data (issue 5): recipient profiles of emma.recipient (Current) and
// rachel.recipient (not Current), and generated donor couples at clinics with the matching site,
// each with embryos eligible for donation. carol.couple has no profile (she builds hers).
// Deterministic: the same list on every start, so tests and demos can rely on it.
import type { MemberPersonalData } from '../../services/members-service.ts';

export const EYE_COLORS = ['Blue', 'Brown', 'Green', 'Hazel', 'Gray'] as const;
export const HAIR_COLORS = ['Black', 'Brown', 'Blonde', 'Red', 'Auburn', 'Gray'] as const;
export const RACES = ['Asian', 'Black or African American', 'Hispanic or Latino', 'White', 'Multiracial'] as const;
export const RELIGIONS = ['Catholic', 'Protestant', 'Jewish', 'Muslim', 'Hindu', 'Buddhist', 'None', 'Other'] as const;
export const EDUCATIONS = ['High school', 'Some college', "Associate's degree", "Bachelor's degree", "Master's degree", 'Doctorate'] as const;

export interface MatchingProfileSeed {
  privacyTypeId: 'OPEN' | 'CLOS' | 'IVF_' | 'IVFU' | 'NONE';
  completionStatusId: string;
  residenceState: string | null;
  birthYear: number | null;
  heightCm: number | null;
  eyeColor: string | null;
  hairColor: string | null;
  race: string | null;
  religion: string | null;
  education: string | null;
  coupleInformation: Record<string, unknown> | null;
  considerations: Record<string, unknown> | null;
  medicalInformation: Record<string, unknown> | null;
  letter: string | null;
  customDescription: string | null;
  customDescriptionStatusId: string | null;
}

export interface DonorSeed {
  userName: string;
  centerId: number;
  personal: MemberPersonalData;
  profile: MatchingProfileSeed;
  freezeEvents: { status: string; count: number; yearsAgo: number; monthDay: string; description: string }[];
}

/** Recipient profiles of existing personas (by user name). */
export const recipientProfileSeeds: Record<string, MatchingProfileSeed> = {
  'emma.recipient': {
    privacyTypeId: 'OPEN',
    completionStatusId: 'CURRNT',
    residenceState: 'MA',
    birthYear: 1988,
    heightCm: 168,
    eyeColor: 'Green',
    hairColor: 'Brown',
    race: 'White',
    religion: 'Protestant',
    education: "Master's degree",
    coupleInformation: { firstName: 'Emma', partnerFirstName: 'James', aboutUs: 'Teachers from Boston who love sailing and long family dinners.' },
    considerations: { openToContact: true, siblingsWelcome: true },
    medicalInformation: null,
    letter: 'We have hoped for a family for many years and would cherish the chance to raise your embryos with love.',
    customDescription: null,
    customDescriptionStatusId: null,
  },
  'mia.recipient': {
    privacyTypeId: 'OPEN',
    completionStatusId: 'CURRNT',
    residenceState: 'MA',
    birthYear: 1987,
    heightCm: 163,
    eyeColor: 'Brown',
    hairColor: 'Black',
    race: 'Hispanic or Latino',
    religion: 'Catholic',
    education: "Bachelor's degree",
    coupleInformation: { firstName: 'Mia', partnerFirstName: 'Lucas', aboutUs: 'A nurse and a carpenter from Somerville with a big extended family.' },
    considerations: { openToContact: true, siblingsWelcome: true },
    medicalInformation: null,
    letter: 'We would give your embryos a warm home full of cousins, music and Sunday lunches.',
    customDescription: null,
    customDescriptionStatusId: null,
  },
  'rachel.recipient': {
    privacyTypeId: 'NONE',
    completionStatusId: 'PTLPRI',
    residenceState: null,
    birthYear: null,
    heightCm: null,
    eyeColor: null,
    hairColor: null,
    race: null,
    religion: null,
    education: null,
    coupleInformation: null,
    considerations: null,
    medicalInformation: null,
    letter: null,
    customDescription: null,
    customDescriptionStatusId: null,
  },
};

const firstNames = ['Laura', 'Sofia', 'Aisha', 'Mei', 'Hannah', 'Grace', 'Olivia', 'Priya', 'Rosa', 'Claire', 'Nadia', 'Julia', 'Maya', 'Elena', 'Keisha', 'Anna'];
const partnerNames = ['Mark', 'Daniel', 'Omar', 'Wei', 'Ethan', 'Lucas', 'Noah', 'Arjun', 'Diego', 'Paul', 'Samir', 'Tom', 'Isaac', 'Marco', 'Andre', 'Peter'];
const lastNames = [
  'Hartley',
  'Moreno',
  'Rahman',
  'Chen',
  'Fischer',
  'Donnelly',
  'Brooks',
  'Sharma',
  'Alvarez',
  'Dubois',
  'Haddad',
  'Novak',
  'Levin',
  'Rossi',
  'Jackson',
  'Lindqvist',
];
const places: [string, string, string, string][] = [
  ['MA', 'Boston', '02118', '617'],
  ['NY', 'Albany', '12203', '518'],
  ['CT', 'Hartford', '06103', '860'],
  ['NH', 'Concord', '03301', '603'],
  ['RI', 'Providence', '02903', '401'],
  ['VT', 'Burlington', '05401', '802'],
  ['ME', 'Portland', '04101', '207'],
  ['NJ', 'Princeton', '08540', '609'],
];
const hobbies = ['hiking', 'cooking', 'music', 'gardening', 'cycling', 'reading', 'travel', 'painting'];
const occupations = ['nurse', 'engineer', 'teacher', 'architect', 'accountant', 'chef', 'physician', 'designer'];

/** 56 donor couples at Northside (the only demo clinic with the matching site): 24 OPEN, 24 CLOS (listed), 4 IVF_, 2 IVFU, 2 not Current. */
function buildDonors(): DonorSeed[] {
  const donors: DonorSeed[] = [];
  for (let i = 0; i < 56; i++) {
    const privacyTypeId: MatchingProfileSeed['privacyTypeId'] = i < 48 ? (i % 2 === 0 ? 'OPEN' : 'CLOS') : i < 52 ? 'IVF_' : i < 54 ? 'IVFU' : 'OPEN';
    const completionStatusId = i >= 54 ? 'PTLMED' : 'CURRNT';
    const first = firstNames[i % firstNames.length] ?? 'Laura';
    const partner = partnerNames[(i * 3) % partnerNames.length] ?? 'Mark';
    const last = lastNames[(i * 5 + 1) % lastNames.length] ?? 'Hartley';
    const [state, city, zip, area] = places[i % places.length] ?? ['MA', 'Boston', '02118', '617'];
    const birthYear = 1978 + ((i * 7) % 17);
    const userName = `donor.${String(i + 1).padStart(2, '0')}.${last.toLowerCase()}`;
    donors.push({
      userName,
      centerId: 1,
      personal: {
        profile: {
          namePrefix: null,
          firstName: first,
          lastName: last,
          email: `${userName}@example.com`,
          phone: `${area}555${String(2000 + i).padStart(4, '0')}`,
          phoneExt: null,
          addressLine1: `${10 + i} Elm Street`,
          addressLine2: null,
          city,
          state,
          zip,
          country: 'US',
          dateOfBirth: `${birthYear}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        },
        partner: { firstName: partner, lastName: last, email: `${partner.toLowerCase()}.${last.toLowerCase()}@example.com` },
      },
      profile: {
        privacyTypeId,
        completionStatusId,
        residenceState: state,
        birthYear,
        heightCm: 155 + ((i * 11) % 36),
        eyeColor: EYE_COLORS[i % EYE_COLORS.length] ?? null,
        hairColor: HAIR_COLORS[(i * 2) % HAIR_COLORS.length] ?? null,
        race: RACES[(i * 3) % RACES.length] ?? null,
        religion: RELIGIONS[(i * 5) % RELIGIONS.length] ?? null,
        education: EDUCATIONS[(i * 7) % EDUCATIONS.length] ?? null,
        coupleInformation: {
          firstName: first,
          partnerFirstName: partner,
          city,
          occupation: occupations[i % occupations.length],
          partnerOccupation: occupations[(i + 3) % occupations.length],
          hobbies: [hobbies[i % hobbies.length], hobbies[(i + 2) % hobbies.length]],
          childrenAtHome: i % 3,
        },
        considerations: { contactAfterDonation: i % 2 === 0 ? 'Open to updates' : 'Letters through the clinic', siblingsTogether: i % 4 !== 0 },
        medicalInformation: { familyHistory: i % 5 === 0 ? 'Type 2 diabetes (grandparent)' : 'Nothing significant', geneticScreening: 'Carrier screening negative' },
        letter: `Our family is complete, and we hope our embryos can help another couple know the joy our ${i % 3 === 0 ? 'child brings' : 'children bring'} us.`,
        customDescription: i % 9 === 0 ? 'We are happy to share more about our story once we meet.' : null,
        customDescriptionStatusId: i % 9 === 0 ? (i % 18 === 0 ? 'ACC' : 'EDCPND') : null,
      },
      freezeEvents: [
        { status: 'ICR-CRYL----------------', count: 2 + (i % 4), yearsAgo: 3 + (i % 6), monthDay: '04-18', description: 'Day 5 blastocysts' },
        ...(i % 3 === 0 ? [{ status: 'ICR-CRYC----------------', count: 1 + (i % 3), yearsAgo: 1 + (i % 2), monthDay: '09-07', description: 'Day 3 embryos' }] : []),
      ],
    });
  }
  return donors;
}

export const donorSeeds: DonorSeed[] = buildDonors();

/** A couple whose embryos wait for the clinic's medical review: finishing its profile gives MEDPND, not CURRNT. */
export const medicalReviewDonorUserName = donorSeeds.at(-1)?.userName ?? '';
