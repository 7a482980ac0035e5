// Consent for analytics storage (issue 14). Where the clinic's locale is European (es, fr, en-GB)
// the SDK starts without cookies or storage and the consent bar asks; Accept turns the SDK's cookies
// on, Decline keeps it cookieless. The answer is kept in one functional localStorage key and can be
// changed from the footer. en-US clinics do not ask: cookies are allowed.
import { toPortalLocale } from '../../i18n/locales.ts';

export type ConsentChoice = 'accepted' | 'declined';

/** The one functional key the consent uses (the answer itself, nothing else). */
export const consentStorageKey = 'portal:analytics-consent';

const askingLocales = new Set(['es', 'fr', 'en-GB']);

/** Whether the clinic's locale asks for consent before analytics cookies. Unknown locales ask too. */
export function consentRequired(clinicLocale: string | null | undefined): boolean {
  const locale = toPortalLocale(clinicLocale);
  return locale === null || askingLocales.has(locale);
}

export function storedConsent(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ConsentChoice | null {
  try {
    const value = storage?.getItem(consentStorageKey);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/** Whether the SDK may use cookies and storage from the start. */
export function cookiesAllowed(clinicLocale: string | null | undefined, storage: Pick<Storage, 'getItem'> | null = safeStorage()): boolean {
  return !consentRequired(clinicLocale) || storedConsent(storage) === 'accepted';
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

type Listener = () => void;

/** The consent bar's state: whether it shows, and the member's answer. */
export interface ConsentState {
  /** The clinic asks and telemetry is on. */
  applies: boolean;
  choice: ConsentChoice | null;
  /** The member opened the settings from the footer to change the answer. */
  reopened: boolean;
}

let state: ConsentState = { applies: false, choice: storedConsent(), reopened: false };
const listeners = new Set<Listener>();
let onChoice: (choice: ConsentChoice) => void = () => undefined;

function patch(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const analyticsConsent = {
  getState: (): ConsentState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Set up once the clinic and configuration are known; `apply` tells the SDK of an answer. */
  configure(applies: boolean, apply: (choice: ConsentChoice) => void): void {
    onChoice = apply;
    patch({ applies, choice: storedConsent() });
  },
  choose(choice: ConsentChoice): void {
    try {
      localStorage.setItem(consentStorageKey, choice);
    } catch {
      // Storage refused (private mode): the answer holds for this page.
    }
    patch({ choice, reopened: false });
    onChoice(choice);
  },
  /** The footer's "Cookie settings" link: shows the bar again. */
  reopen(): void {
    patch({ reopened: true });
  },
  /** Whether the bar is on screen. */
  showsBar(): boolean {
    return state.applies && (state.choice === null || state.reopened);
  },
  /** For tests. */
  reset(): void {
    state = { applies: false, choice: storedConsent(), reopened: false };
    onChoice = () => undefined;
  },
};
