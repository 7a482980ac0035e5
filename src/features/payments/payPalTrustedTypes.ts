// The page enforces `require-trusted-types-for 'script'`, and the PayPal loader sets
// `script.src = url` with a plain string. A `default` policy (created once, before the SDK loads)
// lets only the PayPal SDK addresses through: PayPal's own, the sandbox, and the configured
// same-origin stand-in. Anything else throws, so the assignment is blocked.
const PAYPAL_SDK_URLS = ['https://www.paypal.com/sdk/js', 'https://www.sandbox.paypal.com/sdk/js'];

interface TrustedTypePolicyFactoryLike {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): unknown;
}

const allowedBases = new Set<string>(PAYPAL_SDK_URLS);
let policyCreated = false;

function isAllowed(input: string): boolean {
  let url: URL;
  try {
    url = new URL(input, window.location.href);
  } catch {
    return false;
  }
  const base = `${url.origin}${url.pathname}`;
  return allowedBases.has(base);
}

/** Allows the configured stand-in (same origin only) and creates the policy once. */
export function allowPayPalSdkScripts(sdkBaseUrl: string | undefined): void {
  if (sdkBaseUrl) {
    const url = new URL(sdkBaseUrl, window.location.href);
    if (url.origin !== window.location.origin) throw new Error('The PayPal SDK stand-in must be served from the page origin');
    allowedBases.add(`${url.origin}${url.pathname}`);
  }
  if (policyCreated) return;
  const factory = (window as unknown as { trustedTypes?: TrustedTypePolicyFactoryLike }).trustedTypes;
  if (!factory) return;
  try {
    factory.createPolicy('default', {
      createScriptURL: (input: string) => {
        if (isAllowed(input)) return input;
        throw new TypeError('Script URL refused by the default Trusted Types policy');
      },
    });
    policyCreated = true;
  } catch {
    // A default policy already exists (created elsewhere): leave it.
    policyCreated = true;
  }
}
