// The navigation panel's links, from the session state alone: each member sees every place the
// guard lets them open once, and nothing that would only bounce them elsewhere.
import type { Member } from '../../../contract/api/members';
import { navigationItems } from '../../../src/app/layouts/navigationItems';
import { emptySessionUser } from '../../../src/services/session/decodeSessionUser';
import type { SessionState } from '../../../src/services/session/SessionService';
import { makeCenter as centerFactory, makeMember as memberFactory } from '../support/renderWithServices';

function signedIn(member: Member | null, overrides: Partial<SessionState> = {}): SessionState {
  return {
    tokens: { accessToken: 'a', refreshToken: 'r' },
    user: { ...emptySessionUser, UserId: member?.id ?? 42, Username: 'u', Role: 'Member', IVFCenterId: 1, MemberType: member?.memberType ?? 'EmbryoCryo', Registered: true },
    center: centerFactory(),
    centerStatus: 'loaded',
    offsiteStorage: null,
    member,
    memberStatus: member ? 'loaded' : 'idle',
    freezeEvents: [],
    freezeEventsFailed: false,
    features: { matchingSite: false, openClosedDonation: false },
    belongsToEligibleDonationLocation: false,
    banners: [],
    appointments: [],
    exitReason: null,
    ...overrides,
  };
}

const paths = (state: SessionState) => navigationItems(state).map((item) => item.to);

describe('navigation items', () => {
  it('offers nothing before the member is known or registered', () => {
    expect(paths(signedIn(null))).toEqual([]);
    expect(paths(signedIn(memberFactory({ registrationStageId: 'PEND' })))).toEqual([]);
  });

  it('a read-only member has only the read-only account page', () => {
    expect(paths(signedIn(memberFactory({ isReadOnly: true })))).toEqual(['/member/member-account-read-only']);
  });

  it('an embryo member without the matching site: home and account', () => {
    expect(paths(signedIn(memberFactory()))).toEqual(['/member/home', '/member/account']);
  });

  it('an embryo member of a clinic with the matching site, at an eligible location, also gets the donor pages', () => {
    const state = signedIn(memberFactory(), { features: { matchingSite: true, openClosedDonation: false }, belongsToEligibleDonationLocation: true });
    const shown = paths(state);
    expect(shown.slice(0, 2)).toEqual(['/member/home', '/member/account']);
    expect(shown).toContain('/matching/home');
    expect(shown).toContain('/matching/c-member-build-profile');
    // Not at an eligible location: the flag alone is not enough.
    expect(paths({ ...state, belongsToEligibleDonationLocation: false })).toEqual(['/member/home', '/member/account']);
  });

  it('a donor whose profile is finished is not offered to build it again', () => {
    const state = signedIn(memberFactory({ matchingProfileStatusId: 'Current' }), {
      features: { matchingSite: true, openClosedDonation: false },
      belongsToEligibleDonationLocation: true,
    });
    expect(paths(state)).not.toContain('/matching/c-member-build-profile');
  });

  it('a recipient sees the matching pages and the account, and no member home', () => {
    const recipient = memberFactory({ memberType: 'EmbryoRecipient', typeId: 'REC', matchingProfileStatusId: 'Current' });
    const shown = paths(signedIn(recipient));
    expect(shown).toContain('/matching/home');
    expect(shown).toContain('/matching/member-search');
    expect(shown.at(-1)).toBe('/member/account');
    expect(shown).not.toContain('/member/home');
  });

  it('a fertility-preservation member of a B2C clinic gets collection appointments once past enrolment', () => {
    const member = memberFactory({ memberType: 'EggCryo', typeId: 'GCR', profile: { ...memberFactory().profile, offsiteStorageType: 'FertilityPreservation' } });
    const offsite = { offsiteStorageModel: 'B2C' as const, fertPresEnabled: true, collectionSites: [] };
    const booked = [{ inventoryBatchId: 5, state: 'AppointmentNeeded' }];
    expect(paths(signedIn(member, { offsiteStorage: offsite, appointments: booked }))).toEqual(['/member/home', '/member/account', '/member/collection-appointments']);
    // Only pre-enrolment collections (or none): the page would be empty, so it is not offered.
    expect(paths(signedIn(member, { offsiteStorage: offsite, appointments: [{ inventoryBatchId: 5, state: 'Eligible' }] }))).not.toContain('/member/collection-appointments');
    expect(paths(signedIn(member, { offsiteStorage: offsite }))).not.toContain('/member/collection-appointments');
    expect(paths(signedIn(member, { offsiteStorage: { ...offsite, fertPresEnabled: false }, appointments: booked }))).not.toContain('/member/collection-appointments');
  });

  it('never lists a place twice', () => {
    const states = [
      signedIn(memberFactory(), { features: { matchingSite: true, openClosedDonation: true }, belongsToEligibleDonationLocation: true }),
      signedIn(memberFactory({ memberType: 'EmbryoRecipient', typeId: 'REC', matchingProfileStatusId: 'Current' })),
      signedIn(memberFactory({ memberType: 'EmbryoRecipient', typeId: 'REC', matchingProfileStatusId: null })),
    ];
    for (const state of states) {
      const shown = paths(state);
      expect(new Set(shown).size).toBe(shown.length);
    }
  });
});
