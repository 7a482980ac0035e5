// The real PayPal SDK stand-in (server/emulators/paypal/sdk/paypal-sdk.js) for the payment UI: when
// the PayPal loader inserts its <script>, the stand-in's source is evaluated in jsdom, as the browser
// would, and the emulator's buyer-side calls go to a fake fetch.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';

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
