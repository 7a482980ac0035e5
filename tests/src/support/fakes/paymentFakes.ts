// The payment UI's fakes: the payment calls, a session that takes the updated member, and the
// answer of a completed balance payment.
import type { Member } from '../../../../contract/api/members';
import type { BalancePayment } from '../../../../contract/api/payments';
import type { Services } from '../../../../src/services/ServicesContext';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import type { ContentService } from '../../../../src/services/content/ContentService';
import type { SessionService } from '../../../../src/services/session/SessionService';
import { SDK_BASE_URL } from '../payPalSdkStandIn';
import { FakeSession, makeMember } from './memberFakes';

export interface FakePayments {
  settingsId: jest.Mock;
  createCardVaultingOrder: jest.Mock;
  captureCardVaultingOrder: jest.Mock;
  createPayPalVaultingOrder: jest.Mock;
  capturePayPalVaultingOrder: jest.Mock;
  payBalance: jest.Mock;
  balancePayment: jest.Mock;
  latestBalancePayment: jest.Mock;
}

export class PaymentSession extends FakeSession {
  readonly setMember = jest.fn((member: Member) => {
    (this as unknown as { state: { member: Member } }).state = { ...this.snapshot, member };
  });
}

export function paymentServices(member: Member = makeMember()) {
  const updated = makeMember({
    ...member,
    paymentMethodId: 'CR',
    defaultPaymentMethod: { creditCardDetails: { brand: 'VI', lastFour: '1111', expiration: '12/30', systemStatus: 'ACC' } },
  });
  const payments: FakePayments = {
    settingsId: jest.fn(() => Promise.resolve({ payPalApiSettingsId: 1, appClientId: 'app-client', memberClientId: 'member-client', currencyCode: 'USD', isLiveMode: false })),
    createCardVaultingOrder: jest.fn(() => Promise.resolve({ orderId: 'ORDER-CARD-1' })),
    captureCardVaultingOrder: jest.fn(() => Promise.resolve(updated)),
    createPayPalVaultingOrder: jest.fn(() => Promise.resolve({ orderId: 'ORDER-PP-1' })),
    capturePayPalVaultingOrder: jest.fn(() => Promise.resolve(updated)),
    payBalance: jest.fn(),
    balancePayment: jest.fn(),
    latestBalancePayment: jest.fn().mockResolvedValue({ payment: null }),
  };
  const members = { member: jest.fn(() => Promise.resolve({ ...member, billingBalance: 0 })) };
  const session = new PaymentSession({ member });
  const services = {
    api: { payments, members } as unknown as PortalApi,
    session: session as unknown as SessionService,
    configuration: { payPal: { sdkBaseUrl: SDK_BASE_URL } } as unknown as Services['configuration'],
    content: {} as ContentService,
    runtime: { apiBaseAddress: '', environment: 'test' },
    notify: jest.fn(),
  } satisfies Services;
  return { services, payments, members, session, updated };
}

export const balancePayment = (member: Member, amount: number): { member: Member; payment: BalancePayment } => ({
  member: { ...member, billingBalance: 0 },
  payment: {
    id: 9,
    status: 'COMPLETED',
    amount,
    currencyCode: 'USD',
    paymentMethodId: member.paymentMethodId ?? 'CR',
    description: 'Online payment by Visa ending 1111 — thank you',
    paymentHistoryId: 31,
    payPalOrderId: 'ORDER9',
    payPalCaptureId: 'CAPTURE9',
    paidAtUtc: '2026-03-02T15:04:00Z',
  },
});
