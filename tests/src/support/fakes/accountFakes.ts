// The account pages' fakes: a member with a card on file at a Boston address, the clinic's country
// and collection-site lists, and an API whose calls are jest.fn that answer with demo-like data
// unless a test overrides them.
import { accessTokenFor } from '../accessToken';
import type { CollectionSite, Country, OffsiteStorageInfo, State } from '../../../../contract/api/centers';
import type { Member, PaymentHistoryEntry } from '../../../../contract/api/members';
import type { RegistrationDetails } from '../../../../contract/api/member-area';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import { makeCenter, makeMember } from './memberFakes';

/** The clinic of the account pages: Northside in Boston, with a care address members are sent to. */
const accountCenter = () =>
  makeCenter({
    timeZone: 'America/New_York',
    contact: { dispositionContactEmail: 'care@northside.example', billingContactPhone: null, billingContactPhoneExt: null, phone: null },
  });

/** The member of the account pages: a Visa card on file and an address in Boston. */
export function makeAccountMember(overrides: Partial<Member> = {}): Member {
  return makeMember({
    paymentMethodId: 'CR',
    defaultPaymentMethod: { creditCardDetails: { brand: 'VI', lastFour: '4242', expiration: '09/29', systemStatus: 'ACC' } },
    matchingPrivacyTypeId: null,
    profile: {
      namePrefix: null,
      firstName: 'Carol',
      lastName: 'Couple',
      email: 'carol.couple@example.com',
      phone: '6175550123',
      phoneExt: null,
      addressLine1: '12 Elm Street',
      addressLine2: null,
      city: 'Boston',
      state: 'MA',
      zip: '02115',
      country: 'US',
      dateOfBirth: '1985-03-14',
      offsiteStorageType: null,
    },
    ...overrides,
  });
}

export const countries: Country[] = [
  { id: 1, code: 'US', name: 'United States', priority: 100 },
  { id: 3, code: 'GB', name: 'United Kingdom', priority: 50 },
  { id: 7, code: 'IE', name: 'Ireland', priority: 10 },
];

export const statesByCountry: Record<number, State[]> = {
  1: [
    { id: 1, code: 'MA', name: 'Massachusetts' },
    { id: 2, code: 'NY', name: 'New York' },
  ],
  3: [
    { id: 10, code: 'ENG', name: 'England' },
    { id: 11, code: 'SCT', name: 'Scotland' },
  ],
  7: [],
};

export const collectionSites: CollectionSite[] = [
  { id: 5, name: 'Battersea', addressLine1: '12 Prince of Wales Drive', city: 'London', postalCode: 'SW11 4SB', phone: null },
  { id: 6, name: 'Richmond', addressLine1: '3 Hill Rise', city: 'Richmond', postalCode: 'TW10 6UQ', phone: null },
];

export const paymentHistory: PaymentHistoryEntry[] = [
  { id: 1, date: '2025-01-10', description: 'Annual storage', amount: 450, balance: 450, kind: 'Charge' },
  { id: 2, date: '2025-01-20', description: 'Card payment', amount: -450, balance: 0, kind: 'Payment' },
];

export interface FakeAccountApiOptions {
  offsiteStorage?: OffsiteStorageInfo;
  registrationDetails?: RegistrationDetails;
}

type Members = PortalApi['members'];
type Centers = PortalApi['centers'];

/** A jest mock typed like the real call, so tests read `mock.calls` with the real parameter types. */
const call = <F extends (...args: never[]) => unknown>(impl: (...args: Parameters<F>) => ReturnType<F>) => jest.fn(impl);

export function fakeAccountApi(options: FakeAccountApiOptions = {}) {
  const center = accountCenter();
  const offsite: OffsiteStorageInfo = options.offsiteStorage ?? { offsiteStorageModel: 'B2B2C', fertPresEnabled: false, collectionSites: [] };
  const details: RegistrationDetails = options.registrationDetails ?? { primary: {}, secondary: null, offsiteStorageType: null, lockedFields: [] };
  return {
    auth: {
      ivfCenterFromUrl: call<PortalApi['auth']['ivfCenterFromUrl']>(() => Promise.resolve(center)),
      offsiteStorageFromUrl: call<PortalApi['auth']['offsiteStorageFromUrl']>(() => Promise.resolve(offsite)),
    },
    centers: {
      countriesWithPriority: call<Centers['countriesWithPriority']>(() => Promise.resolve(countries)),
      states: call<Centers['states']>((_centerId, countryId) => Promise.resolve(statesByCountry[countryId ?? 0] ?? [])),
    },
    members: {
      member: call<Members['member']>(() => Promise.resolve(makeAccountMember())),
      paymentHistory: call<Members['paymentHistory']>(() => Promise.resolve(paymentHistory)),
      // No language chosen yet: the member's e-mails are in the clinic's.
      language: call<Members['language']>(() => Promise.resolve({ locale: null })),
      updateProfile: call<Members['updateProfile']>((_id, _token, body) => Promise.resolve(makeAccountMember({ profile: { ...makeAccountMember().profile, ...body } }))),
      // New tokens of the same member, as the API hands them.
      updateCredentials: call<Members['updateCredentials']>((memberId) => Promise.resolve({ accessToken: accessTokenFor(Number(memberId)), refreshToken: 'new-refresh' })),
      registrationDetails: call<Members['registrationDetails']>(() => Promise.resolve(details)),
      completeRegistration: call<Members['completeRegistration']>((memberId) => Promise.resolve(makeAccountMember({ id: Number(memberId), registrationStageId: 'REGI' }))),
      register: call<Members['register']>(() => Promise.resolve({ memberId: 99 })),
    },
  };
}
export type FakeAccountApi = ReturnType<typeof fakeAccountApi>;
