// The build-profile wizard's data, without React: the six steps in order, the typed-in draft of
// every step (kept while the couple moves between steps, and after a failed save), the body each
// step saves with UpdateMatchingProfile, and the checks made before sending.
import type { ChoosablePrivacyType, Considerations, MedicalInformation, OwnMatchingProfile, ProfileStep, UpdateMatchingProfileBody } from '../../../contract/api/matching-site.ts';

/** Same order as the contract's PROFILE_STEPS (types only are imported from the contract). */
export const PROFILE_STEP_ORDER: readonly ProfileStep[] = ['privacy', 'couple', 'considerations', 'medical', 'letter', 'photos'];
export const PRIVACY_TYPES: readonly ChoosablePrivacyType[] = ['OPEN', 'CLOS', 'IVF_', 'IVFU'];
export const CONTACT_PREFERENCES: readonly Considerations['contactPreference'][] = ['none', 'letters', 'photos-yearly', 'open'];
export const GENETIC_TESTING: readonly MedicalInformation['geneticTesting'][] = ['none', 'carrier-screening', 'pgt-a', 'pgt-m'];

/** The values recipients filter by (the same words the listed profiles use). */
export const ATTRIBUTE_CHOICES = {
  eyeColor: ['Blue', 'Brown', 'Green', 'Hazel', 'Gray'],
  hairColor: ['Black', 'Brown', 'Blonde', 'Red', 'Auburn', 'Gray'],
  race: ['Asian', 'Black or African American', 'Hispanic or Latino', 'White', 'Multiracial'],
  religion: ['Catholic', 'Protestant', 'Jewish', 'Muslim', 'Hindu', 'Buddhist', 'None', 'Other'],
  education: ['High school', 'Some college', "Associate's degree", "Bachelor's degree", "Master's degree", 'Doctorate'],
} as const;

export const coupleFields = ['firstName', 'partnerFirstName', 'city', 'occupation', 'interests', 'aboutUs'] as const;
export const attributeFields = ['residenceState', 'birthYear', 'heightCm', 'eyeColor', 'hairColor', 'race', 'religion', 'education'] as const;
export type CoupleField = (typeof coupleFields)[number];
export type AttributeField = (typeof attributeFields)[number];

export interface ProfileDraft {
  privacyTypeId: ChoosablePrivacyType | '';
  couple: Record<CoupleField, string>;
  attributes: Record<AttributeField, string>;
  considerations: { openToContact: boolean; siblingsWelcome: boolean; contactPreference: Considerations['contactPreference']; notes: string };
  medical: { geneticTesting: MedicalInformation['geneticTesting']; familyHistory: string; conditions: string; bloodTypes: string };
  letter: { letter: string; customDescription: string };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const oneOf = <T extends string>(value: unknown, choices: readonly T[], fallback: T): T => (choices.includes(value as T) ? (value as T) : fallback);

export function draftFromProfile(profile: OwnMatchingProfile): ProfileDraft {
  const couple = profile.coupleInformation ?? {};
  const considerations = profile.considerations ?? {};
  const medical = profile.medicalInformation ?? {};
  const attributes = profile.attributes as Partial<Record<AttributeField, unknown>>;
  return {
    privacyTypeId: oneOf<ChoosablePrivacyType | ''>(profile.privacyTypeId, PRIVACY_TYPES, ''),
    couple: Object.fromEntries(coupleFields.map((f) => [f, text(couple[f])])) as Record<CoupleField, string>,
    attributes: Object.fromEntries(attributeFields.map((f) => [f, text(attributes[f])])) as Record<AttributeField, string>,
    considerations: {
      openToContact: considerations.openToContact === true,
      siblingsWelcome: considerations.siblingsWelcome === true,
      contactPreference: oneOf(considerations.contactPreference, CONTACT_PREFERENCES, 'letters'),
      notes: text(considerations.notes),
    },
    medical: {
      geneticTesting: oneOf(medical.geneticTesting, GENETIC_TESTING, 'none'),
      familyHistory: text(medical.familyHistory),
      conditions: text(medical.conditions),
      bloodTypes: text(medical.bloodTypes),
    },
    letter: { letter: profile.letter ?? '', customDescription: profile.customDescription ?? '' },
  };
}

/** The parts of a draft one step edits (what the member typed on it). */
export function pickStep(step: ProfileStep, draft: ProfileDraft): Partial<ProfileDraft> {
  switch (step) {
    case 'privacy':
      return { privacyTypeId: draft.privacyTypeId };
    case 'couple':
      return { couple: draft.couple, attributes: draft.attributes };
    case 'considerations':
      return { considerations: draft.considerations };
    case 'medical':
      return { medical: draft.medical };
    case 'letter':
      return { letter: draft.letter };
    case 'photos':
      // Photos are saved one by one as they are added; nothing of them is in the draft.
      return {};
  }
}

/** Field → error key ('required', 'twoLetters', 'range'); empty when the step may be saved. */
export type StepIssues = Partial<Record<string, 'required' | 'twoLetters' | 'birthYearRange' | 'heightRange'>>;

const intIn = (value: string, min: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max;
};

export function validateStep(step: ProfileStep, draft: ProfileDraft): StepIssues {
  const issues: StepIssues = {};
  if (step === 'privacy' && draft.privacyTypeId === '') issues.privacyTypeId = 'required';
  if (step === 'couple') {
    if (draft.couple.firstName.trim() === '') issues.firstName = 'required';
    const a = draft.attributes;
    if (a.residenceState.trim() !== '' && !/^[A-Za-z]{2}$/.test(a.residenceState.trim())) issues.residenceState = 'twoLetters';
    if (a.birthYear.trim() !== '' && !intIn(a.birthYear.trim(), 1940, 2010)) issues.birthYear = 'birthYearRange';
    if (a.heightCm.trim() !== '' && !intIn(a.heightCm.trim(), 120, 230)) issues.heightCm = 'heightRange';
  }
  if (step === 'letter' && draft.letter.letter.trim() === '') issues.letter = 'required';
  return issues;
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
const nullable = (value: string) => (value.trim() === '' ? null : value.trim());
const nullableInt = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** Drops the keys whose value is undefined (the contract's optional fields are left out, not null). */
function compact<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

export function stepBody(step: ProfileStep, draft: ProfileDraft): UpdateMatchingProfileBody {
  switch (step) {
    case 'privacy':
      if (draft.privacyTypeId === '') throw new Error('privacy type not chosen');
      return { step, privacyTypeId: draft.privacyTypeId };
    case 'couple': {
      const c = draft.couple;
      const a = draft.attributes;
      return {
        step,
        coupleInformation: compact({
          firstName: c.firstName.trim(),
          partnerFirstName: optional(c.partnerFirstName),
          city: optional(c.city),
          occupation: optional(c.occupation),
          interests: optional(c.interests),
          aboutUs: optional(c.aboutUs),
        }),
        attributes: {
          residenceState: a.residenceState.trim() === '' ? null : a.residenceState.trim().toUpperCase(),
          birthYear: nullableInt(a.birthYear),
          heightCm: nullableInt(a.heightCm),
          eyeColor: nullable(a.eyeColor),
          hairColor: nullable(a.hairColor),
          race: nullable(a.race),
          religion: nullable(a.religion),
          education: nullable(a.education),
        },
      };
    }
    case 'considerations': {
      const c = draft.considerations;
      return {
        step,
        considerations: compact({ openToContact: c.openToContact, siblingsWelcome: c.siblingsWelcome, contactPreference: c.contactPreference, notes: optional(c.notes) }),
      };
    }
    case 'medical': {
      const m = draft.medical;
      return {
        step,
        medicalInformation: compact({
          geneticTesting: m.geneticTesting,
          familyHistory: optional(m.familyHistory),
          conditions: optional(m.conditions),
          bloodTypes: optional(m.bloodTypes),
        }),
      };
    }
    case 'letter':
      return { step, letter: draft.letter.letter.trim(), customDescription: nullable(draft.letter.customDescription) };
    case 'photos':
      return { step };
  }
}

/** Where the wizard opens: the first step not yet saved, or the first step of a finished profile. */
export function resumeIndex(nextStep: ProfileStep | null): number {
  return nextStep === null ? 0 : Math.max(0, PROFILE_STEP_ORDER.indexOf(nextStep));
}

/** How far the couple may jump: every saved step and the next one. */
export function reachableIndex(nextStep: ProfileStep | null): number {
  return nextStep === null ? PROFILE_STEP_ORDER.length - 1 : resumeIndex(nextStep);
}
