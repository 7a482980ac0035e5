// Fakes for the matching pages: the session and content of the shared kit plus jest.fn matching calls.
import type { MatchingSiteMember, OwnMatchingProfile } from '../../../../server/contract/matching-site';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import { makeMember, setup, type SetupOptions } from '../support/renderWithServices';

export function makeOwnProfile(overrides: Partial<OwnMatchingProfile> = {}): OwnMatchingProfile {
  return {
    memberId: 42,
    role: 'DONOR',
    privacyTypeId: 'NONE',
    completionStatusId: 'NOPROF',
    profileCode: 'NF-0042',
    nextStep: 'privacy',
    coupleInformation: null,
    attributes: { residenceState: null, birthYear: null, heightCm: null, eyeColor: null, hairColor: null, race: null, religion: null, education: null },
    considerations: null,
    medicalInformation: null,
    letter: null,
    customDescription: null,
    customDescriptionStatusId: null,
    medicalFreezeEventPending: false,
    listed: false,
    photos: [],
    updatedAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function makeDonor(overrides: Partial<MatchingSiteMember> = {}): MatchingSiteMember {
  return {
    memberId: 501,
    profileCode: 'NF-0501',
    privacyTypeId: 'OPEN',
    displayName: 'Laura and Tom',
    ivfCenterId: 1,
    ivfCenterName: 'Northside Fertility',
    residenceState: 'MA',
    birthYear: 1986,
    heightCm: 170,
    eyeColor: 'Blue',
    hairColor: 'Brown',
    race: 'White',
    religion: 'Catholic',
    education: "Bachelor's degree",
    eligibleEmbryoCount: 5,
    hasPhotos: true,
    coupleInformation: { firstName: 'Laura', partnerFirstName: 'Tom' },
    considerations: null,
    medicalInformation: null,
    letter: 'Dear future parents',
    customDescription: null,
    photos: [],
    matchRequestState: null,
    photosRequestState: null,
    reservations: [],
    ...overrides,
  };
}

export function setupMatching(options: SetupOptions & { profile?: OwnMatchingProfile; donor?: MatchingSiteMember } = {}) {
  const base = setup({ session: { member: makeMember(), ...options.session }, ...options });
  const matching = {
    matchingProfile: jest.fn(() => Promise.resolve(options.profile ?? makeOwnProfile())),
    updateMatchingProfile: jest.fn<Promise<OwnMatchingProfile>, [unknown, unknown, unknown?]>(),
    rebuildMatchingProfile: jest.fn<Promise<OwnMatchingProfile>, [unknown, unknown?]>(),
    uploadPhoto: jest.fn(),
    deletePhoto: jest.fn(),
    matchingSiteMember: jest.fn(() => Promise.resolve(options.donor ?? makeDonor())),
    eligibleFreezesForDonation: jest.fn(() => Promise.resolve([])),
    confirmMatchRequest: jest.fn(() => Promise.resolve({})),
    confirmPhotosRequest: jest.fn(() => Promise.resolve({})),
  };
  const members = {
    ...base.members,
    matchingSiteMaintenance: jest.fn(() => Promise.resolve({ isInMaintenanceMode: false, startMaintenanceDateTimeUtc: null, endMaintenanceDateTimeUtc: null })),
  };
  const services = { ...base.services, api: { members, matching } as unknown as PortalApi };
  return { ...base, matching, services };
}
