// The language a signed-in member chose in the language menu is kept by the API (PUT …/MemberAccount/Language),
// so that the mails they get without asking — reminders, a match request, the clinic's news about an
// item — are written in it. Sent once per member and language: after sign-in when a choice is stored in
// this browser (the language they then read the portal in), and at each later choice. Never sent: a
// language only shown because it is the clinic's (the API then keeps none and writes in the clinic's),
// nor one an e-mailed link named (src/i18n/createI18n.ts, menuChosenLocale).
//
// One call at a time, so the API keeps the last choice whatever order answers would come back in; a
// call that fails changes nothing the member sees (the language stays chosen in this browser) and is
// made again at the next change or page load.
import type { PortalLocale } from '../../i18n/locales.ts';

export interface KeepMemberLanguageDeps {
  /** The signed-in member's id, or null. */
  memberId: () => number | null;
  /** The language the member chose in the menu, or null when none (the page is in the clinic's). */
  chosen: () => PortalLocale | null;
  send: (memberId: number, locale: PortalLocale) => Promise<unknown>;
  /** Where the last language the API confirmed is remembered (null: nowhere, sent once per page load). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export const KEPT_LANGUAGE_KEY = 'language.kept';

/** A function to call whenever the member or the chosen language may have changed; it sends only what is new. */
export function keepMemberLanguage(deps: KeepMemberLanguageDeps): () => void {
  let busy = false;
  let again = false;
  let keptHere: string | null = null;
  const kept = () => {
    try {
      return deps.storage?.getItem(KEPT_LANGUAGE_KEY) ?? keptHere;
    } catch {
      return keptHere;
    }
  };
  const sync = (): void => {
    if (busy) {
      // Looked at again once the call under way is answered.
      again = true;
      return;
    }
    const memberId = deps.memberId();
    const locale = deps.chosen();
    if (memberId === null || locale === null) return;
    const key = `${String(memberId)}:${locale}`;
    if (key === kept()) return;
    busy = true;
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
        busy = false;
        // Only a change made meanwhile is sent now; a failed call waits for the next change or page load.
        if (again) {
          again = false;
          const memberNow = deps.memberId();
          const localeNow = deps.chosen();
          if (memberNow !== null && localeNow !== null && `${String(memberNow)}:${localeNow}` !== key) sync();
        }
      });
  };
  return sync;
}

/** The browser's localStorage, or null where reading it is refused. */
export function browserLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
