// Renders the payment UI with fake services and the real PayPal SDK stand-in
// (server/emulators/paypal/sdk/paypal-sdk.js): when the PayPal loader inserts its <script>, the
// stand-in's source is evaluated in jsdom, as the browser would, and the emulator's buyer-side
// calls go to a fake fetch.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import type { ReactElement } from 'react';
import type { Member } from '../../../../contract/api/members';
import type { BalancePayment } from '../../../../contract/api/payments';
import { createI18n } from '../../../../src/i18n/createI18n';
import { preloadNamespaces } from '../../support/namespaces';
import { ServicesProvider, type Services } from '../../../../src/services/ServicesContext';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import type { ContentService } from '../../../../src/services/content/ContentService';
import type { SessionService } from '../../../../src/services/session/SessionService';
import { FakeSession, makeMember } from '../support/renderWithServices';

export { makeCenter, makeMember, problem } from '../support/renderWithServices';

const SDK_SOURCE = readFileSync(join(process.cwd(), 'server/emulators/paypal/sdk/paypal-sdk.js'), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the stand-in is plain browser JavaScript, run as the page would run it
const runStandIn = new Function(SDK_SOURCE) as () => void;
export const SDK_BASE_URL = '/emulators/paypal/sdk/js';

export interface FetchCall {
  url: string;
  body: unknown;
}

export interface FakeFetch {
  calls: FetchCall[];
  /** Answer of confirm-payment-source: 200 by default. */
  confirmStatus: number;
}

/** Evaluates the stand-in whenever the loader inserts the SDK script. Returns a stop function. */
export function installSdkStandIn(): { fetch: FakeFetch; stop: () => void } {
  const fake: FakeFetch = { calls: [], confirmStatus: 200 };
  const globals = globalThis as unknown as { fetch?: unknown; paypal?: unknown };
  const originalFetch = globals.fetch;
  globals.fetch = (url: string, init?: { body?: string }) => {
    const body: unknown = init?.body ? JSON.parse(init.body) : null;
    fake.calls.push({ url, body });
    let status = 200;
    let answer: unknown = { id: 'x', status: 'APPROVED' };
    if (url.includes('/confirm-payment-source')) {
      status = fake.confirmStatus;
      answer = status === 200 ? { id: 'x', status: 'APPROVED' } : { details: [{ issue: 'CARD_EXPIRED' }] };
    } else if (url.includes('/approve')) {
      answer = { id: 'x', status: 'APPROVED', payer: { payer_id: 'PAYER-1' } };
    }
    return Promise.resolve({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(answer)) });
  };
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLScriptElement && node.src.includes('/sdk/js')) {
          runStandIn();
        }
      });
    }
  });
  observer.observe(document.head, { childList: true });
  return {
    fetch: fake,
    stop: () => {
      observer.disconnect();
      globals.fetch = originalFetch;
      delete globals.paypal;
      document.head.querySelectorAll('script').forEach((s) => s.remove());
    },
  };
}

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

export async function renderPayments(ui: ReactElement, services: Services) {
  const i18n = await preloadNamespaces(await createI18n('en-US'));
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <ServicesProvider services={services}>{ui}</ServicesProvider>
      </FluentProvider>
    </I18nextProvider>,
  );
  return view;
}

/** Waits until the stand-in has rendered the card fields. */
export async function findCardInputs() {
  const number = await screen.findByRole('textbox', { name: 'Card number' }, { timeout: 5000 });
  return {
    number,
    expiry: screen.getByRole('textbox', { name: 'Expiration date' }),
    cvv: screen.getByRole('textbox', { name: 'CVV' }),
    zip: screen.getByRole('textbox', { name: /Billing ZIP/ }),
  };
}

export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
