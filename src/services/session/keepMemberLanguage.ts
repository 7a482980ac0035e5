// The language a signed-in member chose (the language menu, or an e-mailed link naming one) is kept by
// the API (PUT …/MemberAccount/Language), so that the mails they get without asking — reminders, a
// match request, a booking confirmed by the clinic — are written in it. Sent once per member and
// language: after sign-in when a choice is stored, and at each later choice. A language only shown
// because it is the clinic's is never sent: the API then keeps none, and writes in the clinic's.
//
// A call that fails (network, maintenance, an ended session) changes nothing the member sees; the
// language stays chosen in this browser, and it is sent again on the next page load or change.
import type { PortalLocale } from '../../i18n/locales.ts';

export interface KeepMemberLanguageDeps {
  /** The signed-in member's id, or null. */
  memberId: () => number | null;
  /** The language the visitor chose in this browser, or null when none (the page is in the clinic's). */
  chosen: () => PortalLocale | null;
  send: (memberId: number, locale: PortalLocale) => Promise<unknown>;
  /** Where the last language the API confirmed is remembered (null: nowhere, sent once per page load). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export const KEPT_LANGUAGE_KEY = 'language.kept';

/** A function to call whenever the member or the chosen language may have changed; it sends only what is new. */
export function keepMemberLanguage(deps: KeepMemberLanguageDeps): () => void {
  let sending: string | null = null;
  let keptHere: string | null = null;
  const kept = () => {
    try {
      return deps.storage?.getItem(KEPT_LANGUAGE_KEY) ?? keptHere;
    } catch {
      return keptHere;
    }
  };
  return () => {
    const memberId = deps.memberId();
    const locale = deps.chosen();
    if (memberId === null || locale === null) return;
    const key = `${String(memberId)}:${locale}`;
    if (key === sending || key === kept()) return;
    sending = key;
    deps
      .send(memberId, locale)
      .then(
        () => {
          keptHere = key;
          try {
            deps.storage?.setItem(KEPT_LANGUAGE_KEY, key);
          } catch {
            // Storage full or blocked: remembered for this page only.
          }
        },
        () => undefined,
      )
      .finally(() => {
        if (sending === key) sending = null;
      });
  };
}
