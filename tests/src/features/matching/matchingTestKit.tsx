// Fakes for the matching pages: the session and content of the shared kit plus jest.fn matching calls.
import type { MatchingHome, MatchingRequest, MatchingSiteMember, OfferedFreezes, OwnMatchingProfile, RequestingRecipient } from '../../../../contract/api/matching-site';
import type { ContentService } from '../../../../src/services/content/ContentService';
import type { MatchingSiteTemplatesContent } from '../../../../src/services/content/contentModels';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import { doc, makeMember, setup, type SetupOptions } from '../support/renderWithServices';

export function makeOwnProfile(overrides: Partial<OwnMatchingProfile> = {}): OwnMatchingProfile {
  return {
    memberId: 42,
    role: 'DONOR',
    etag: '"matching-1"',
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
    customDescriptionNote: null,
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

export function makeRequest(overrides: Partial<MatchingRequest> = {}): MatchingRequest {
  return {
    id: 1,
    kind: 'PHOTOS',
    state: 'REQUESTED',
    counterpartMemberId: 77,
    counterpartName: 'Emma & James',
    freezeId: null,
    embryoCount: null,
    requestedAt: '2026-11-20T10:00:00Z',
    answeredAt: null,
    ...overrides,
  };
}

export function makeHome(overrides: Partial<MatchingHome> = {}): MatchingHome {
  return {
    role: 'DONOR',
    profile: {
      completionStatusId: 'CURRNT',
      privacyTypeId: 'OPEN',
      profileCode: 'NF-0042',
      listed: true,
      nextStep: null,
      customDescriptionStatusId: null,
      customDescriptionNote: null,
    },
    requests: [],
    maintenance: { active: false, startsAtUtc: null, endsAtUtc: null },
    ...overrides,
  };
}

export function makeOffers(overrides: Partial<OfferedFreezes> = {}): OfferedFreezes {
  return {
    etag: '"matching-3"',
    freezes: [
      { freezeId: 21, count: 2, frozenOn: '2021-10-02', description: 'Day 5 blastocysts', offered: true, reserved: false },
      { freezeId: 22, count: 4, frozenOn: '2024-05-14', description: 'Day 3 embryos', offered: false, reserved: false },
      { freezeId: 23, count: 3, frozenOn: '2019-03-21', description: 'Day 5 blastocysts', offered: true, reserved: true },
    ],
    ...overrides,
  };
}

export function makeRecipient(overrides: Partial<RequestingRecipient> = {}): RequestingRecipient {
  return {
    memberId: 77,
    displayName: 'Emma & James',
    profileCode: 'R-1002',
    coupleInformation: { firstName: 'Emma', partnerFirstName: 'James', aboutUs: 'Teachers from Boston.' },
    attributes: { residenceState: 'MA', birthYear: 1988, heightCm: 168, eyeColor: 'Green', hairColor: 'Brown', race: null, religion: null, education: null },
    considerations: null,
    letter: 'We have hoped for a family for many years.',
    ...overrides,
  };
}

const templates: MatchingSiteTemplatesContent = {
  ivfCenter: 1,
  matchingSitePages: [{ internalName: 'home', labelText: 'Welcome to the matching site', bodyText: doc('Families taking part.'), articles: [] }],
  membersWithoutMatchingProfiles: 'Ask your clinic about taking part.',
};

export function setupMatching(
  options: SetupOptions & { profile?: OwnMatchingProfile; donor?: MatchingSiteMember; home?: MatchingHome; offers?: OfferedFreezes; recipient?: RequestingRecipient } = {},
) {
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
    matchingHome: jest.fn(() => Promise.resolve(options.home ?? makeHome())),
    acceptMatchRequest: jest.fn(() => Promise.resolve({})),
    acceptPhotosRequest: jest.fn(() => Promise.resolve({})),
    offeredFreezes: jest.fn(() => Promise.resolve(options.offers ?? makeOffers())),
    saveOfferedFreezes: jest.fn<Promise<OfferedFreezes>, [unknown, number[], string, unknown?]>(),
    requestingRecipient: jest.fn(() => Promise.resolve(options.recipient ?? makeRecipient())),
  };
  const members = {
    ...base.members,
    matchingSiteMaintenance: jest.fn(() => Promise.resolve({ isInMaintenanceMode: false, startMaintenanceDateTimeUtc: null, endMaintenanceDateTimeUtc: null })),
  };
  const content = { ...base.content, getMatchingSiteTemplates: jest.fn(() => Promise.resolve(templates)) } as unknown as ContentService;
  const services = { ...base.services, content, api: { members, matching } as unknown as PortalApi };
  return { ...base, matching, services };
}
