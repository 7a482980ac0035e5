// Real providers (i18n, Fluent, router, services) around the account pages, with a small fake API:
// each call is a jest.fn that resolves with demo-like data unless a test overrides it.
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Center, CollectionSite, Country, OffsiteStorageInfo, State } from '../../../../contract/api/centers';
import type { Member, PaymentHistoryEntry } from '../../../../contract/api/members';
import type { RegistrationDetails } from '../../../../contract/api/member-area';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import type { Services } from '../../../../src/services/ServicesContext';
import { ServicesProvider } from '../../../../src/services/ServicesContext';
import { CaptchaWidgetSlot, type CaptchaWidgetProps } from '../../../../src/shared/captcha/useCaptcha';
import { SessionService } from '../../../../src/services/session/SessionService';
import { createTokenStore, type ObservableTokenStore } from '../../../../src/services/session/TokenStore';
import { createI18n } from '../../../../src/i18n/createI18n';
import { preloadNamespaces } from '../../support/namespaces';
import type { PortalLocale } from '../../../../src/i18n/locales';
import { AccountPage, EnrollPage, EnrollThankYouPage, PreemptRegisterPage, PrintBillingHistoryPage } from '../../../../src/features/account/accountPages';
import { memoryStorage } from '../../support/memoryStorage';

export function centerFactory(overrides: Partial<Center> = {}): Center {
  return {
    id: 1,
    name: 'Northside Fertility',
    logo: '/logo.svg',
    currencyCultureInfo: 'en-US',
    currencySymbol: '$',
    currencyCode: 'USD',
    locale: 'en-US',
    timeZone: 'America/New_York',
    countryCode: 'US',
    businessModel: 'B2B2C',
    isInMaintenanceMode: false,
    startMaintenanceDateTimeUtc: null,
    colorScheme: { primary: '#135CAB', secondary: '#6C2196', accent: '#99BE57' },
    merchantAccountDetails: { vaultingOrderAmount: 1, currencyCode: 'USD' },
    contact: { dispositionContactEmail: 'care@northside.example', billingContactPhone: null, billingContactPhoneExt: null, phone: null },
    ...overrides,
  };
}

export function memberFactory(overrides: Partial<Member> = {}): Member {
  return {
    id: 42,
    ivfCenterId: 1,
    userName: 'carol.couple',
    etag: '"account-1"',
    typeId: 'CRY',
    memberType: 'EmbryoCryo',
    registrationStageId: 'REGI',
    accountStatusId: 'ACT',
    isReadOnly: false,
    billingBalance: 0,
    paymentMethodId: 'CR',
    defaultPaymentMethod: { creditCardDetails: { brand: 'VI', lastFour: '4242', expiration: '09/29', systemStatus: 'ACC' } },
    matchingProfileStatusId: null,
    matchingPrivacyTypeId: null,
    twoFactorEnabled: false,
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
    partner: null,
    ...overrides,
  };
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

export interface FakeApiOptions {
  offsiteStorage?: OffsiteStorageInfo;
  registrationDetails?: RegistrationDetails;
}

type Members = PortalApi['members'];
type Centers = PortalApi['centers'];

/** A jest mock typed like the real call, so tests read `mock.calls` with the real parameter types. */
const call = <F extends (...args: never[]) => unknown>(impl: (...args: Parameters<F>) => ReturnType<F>) => jest.fn(impl);

export function fakeApi(options: FakeApiOptions = {}) {
  const center = centerFactory();
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
      member: call<Members['member']>(() => Promise.resolve(memberFactory())),
      paymentHistory: call<Members['paymentHistory']>(() => Promise.resolve(paymentHistory)),
      updateProfile: call<Members['updateProfile']>((_id, _token, body) => Promise.resolve(memberFactory({ profile: { ...memberFactory().profile, ...body } }))),
      updateCredentials: call<Members['updateCredentials']>(() => Promise.resolve({ accessToken: 'new-access', refreshToken: 'new-refresh' })),
      registrationDetails: call<Members['registrationDetails']>(() => Promise.resolve(details)),
      completeRegistration: call<Members['completeRegistration']>(() => Promise.resolve(memberFactory({ registrationStageId: 'REGI' }))),
      register: call<Members['register']>(() => Promise.resolve({ memberId: 99 })),
    },
  };
}
export type FakeApi = ReturnType<typeof fakeApi>;

export interface Setup {
  path: string;
  api?: FakeApi;
  member?: Member | null;
  locale?: PortalLocale;
}

export interface Rendered {
  api: FakeApi;
  session: SessionService;
  tokens: ObservableTokenStore;
}

/** Renders the account routes at `path` inside the app's real providers. */
export async function renderAccount(setup: Setup): Promise<Rendered & ReturnType<typeof render>> {
  const api = setup.api ?? fakeApi();
  const tokens = createTokenStore(memoryStorage());
  tokens.setTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
  const session = new SessionService(api as unknown as PortalApi, tokens);
  await session.loadCenter('localhost');
  if (setup.member !== null) session.setMember(setup.member ?? memberFactory());
  const services = {
    api: api as unknown as PortalApi,
    session,
    configuration: {} as Services['configuration'],
    content: {} as Services['content'],
    runtime: { apiBaseAddress: '', environment: 'test' },
    notify: jest.fn(),
  } satisfies Services;
  const i18n = await preloadNamespaces(await createI18n(setup.locale ?? 'en-US'));
  const ui: ReactElement = (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <ServicesProvider services={services}>
          <CaptchaWidgetSlot.Provider value={SolvingCaptchaWidget}>
            <MemoryRouter initialEntries={[setup.path]}>
              <Routes>
                <Route path="/member/account" element={<AccountPage />} />
                <Route path="/member/member-account-read-only" element={<AccountPage />} />
                <Route path="/member/enroll" element={<EnrollPage />} />
                <Route path="/member/enroll-thank-you" element={<EnrollThankYouPage />} />
                <Route path="/info/preempt-register" element={<PreemptRegisterPage />} />
                <Route path="/info/print-billing-history" element={<PrintBillingHistoryPage />} />
                <Route path="/" element={<p>Home page</p>} />
              </Routes>
            </MemoryRouter>
          </CaptchaWidgetSlot.Provider>
        </ServicesProvider>
      </FluentProvider>
    </I18nextProvider>
  );
  return { api, session, tokens, ...render(ui) };
}

let captchaSolutions = 0;
/** Stands in for the ALTCHA widget: answers a fresh solution (`solution-1`, `solution-2`, …) as soon as it mounts. */
function SolvingCaptchaWidget(props: CaptchaWidgetProps) {
  const { onSolved } = props;
  useEffect(() => onSolved(`solution-${String((captchaSolutions += 1))}`), [onSolved]);
  return null;
}

/** Numbers the stand-in captcha's solutions from 1 again (call before a test that checks them). */
export function resetCaptchaSolutions(): void {
  captchaSolutions = 0;
}
