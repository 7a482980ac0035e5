// RequiredError names the parameter and the call, and nothing is sent (spec §8).
import { createHttpClient } from '../../../../src/services/http/createHttpClient';
import { createPortalApi } from '../../../../src/services/api/createPortalApi';
import { RequiredError } from '../../../../src/services/http/ApiError';

type Api = ReturnType<typeof createPortalApi>;

function apiWithCountingAdapter() {
  const sent: string[] = [];
  const ifMatch: Array<string | undefined> = [];
  const http = createHttpClient({
    baseUrl: 'http://127.0.0.1:9',
    tokens: { getAccessToken: () => 'a', getRefreshToken: () => 'r', setTokens: () => undefined, clearTokens: () => undefined },
    getLocale: () => 'en-US',
    onErrorAction: () => undefined,
    fetch: (input, init) => {
      sent.push(input as string);
      ifMatch.push((init?.headers as Record<string, string> | undefined)?.['If-Match']);
      return Promise.resolve({ status: 200, statusText: 'OK', headers: { get: () => null }, text: () => Promise.resolve('{}') } as unknown as Response);
    },
  });
  return { api: createPortalApi(http), sent, ifMatch };
}

describe('required parameters', () => {
  test.each<[string, string, (api: Api) => Promise<unknown>]>([
    ['memberId', 'member', (api) => api.members.member(undefined, 1)],
    ['ivfCenterId', 'member', (api) => api.members.member(5, null)],
    ['orderId', 'captureCardVaultingOrder', (api) => api.payments.captureCardVaultingOrder(5, undefined, true, '"account-1"')],
    ['payerId', 'capturePayPalVaultingOrder', (api) => api.payments.capturePayPalVaultingOrder(5, 'ORDER-1', undefined, true, '"account-1"')],
    ['requestMemberId', 'ConfirmMatchRequest', (api) => api.matching.confirmMatchRequest(5, undefined, true)],
    ['inventoryBatchId', 'cancelAppointment', (api) => api.collectionAppointments.cancelAppointment(5, null, 'ill')],
    ['ivfCenterId', 'isFeatureEnabled', (api) => api.centers.isFeatureEnabled(undefined, ['X'])],
    ['countryId', 'states', (api) => api.centers.states(1, undefined)],
  ])('missing %s in %s', (field, call, invoke) => {
    const { api, sent } = apiWithCountingAdapter();
    expect(() => invoke(api)).toThrow(new RequiredError(field, call));
    expect(() => invoke(api)).toThrow(`Required parameter ${field} was null or undefined when calling ${call}.`);
    expect(sent).toEqual([]);
  });

  test('a complete call is sent with its path and query', async () => {
    const { api, sent } = apiWithCountingAdapter();
    await api.members.member(5, 1);
    await api.centers.isFeatureEnabled(1, ['A', 'B']);
    expect(sent).toEqual(['http://127.0.0.1:9/api/Members/5/MemberAccount/Member?ivfCenterId=1', 'http://127.0.0.1:9/api/IvfCenters/1/IsFeatureEnabled?featuresFlagName=A,B']);
  });

  test('writes of versioned things carry the version they are based on in If-Match', async () => {
    const { api, ifMatch } = apiWithCountingAdapter();
    const profile = {
      namePrefix: null,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.example',
      phone: '5550100100',
      phoneExt: null,
      addressLine1: 'x',
      addressLine2: null,
      city: 'y',
      state: 'CA',
      zip: '1',
      country: 'US',
    };
    await api.members.updateProfile(5, undefined, profile, '"account-3"');
    await api.payments.captureCardVaultingOrder(5, 'ORDER-1', true, '"account-4"');
    await api.matching.updateMatchingProfile(5, { step: 'privacy', privacyTypeId: 'OPEN' }, '"matching-2"');
    await api.matching.rebuildMatchingProfile(5, '"matching-3"');
    await api.members.member(5, 1);
    expect(ifMatch).toEqual(['"account-3"', '"account-4"', '"matching-2"', '"matching-3"', undefined]);
  });
});
