// The language a member chooses in the language menu is kept by the API (PUT …/MemberAccount/Language),
// so that the mails they get without asking — reminders, the other side's mails about a match request,
// the clinic's news about an item — are written in it.
//
// A choice belongs to whoever made it: one made while a member is signed in is theirs alone (another
// member signing in later on the same browser does not inherit it); one made while signed out (on the
// sign-in page) goes to the member who signs in next, and is theirs from then on. A language an e-mailed
// link named, or the clinic's, is never a choice: only the menu makes one (`chose`).
//
// One call at a time, so the API keeps the last choice whatever order answers would come back in; a
// call that fails changes nothing the member sees (the page stays in the language chosen) and is made
// again at the next sign-in, change or page load.
import { toPortalLocale, type PortalLocale } from '../../i18n/locales.ts';

export interface KeepMemberLanguageDeps {
  /** The signed-in member's id, or null. */
  memberId: () => number | null;
  send: (memberId: number, locale: PortalLocale) => Promise<unknown>;
  /** Where the choice and the last language the API confirmed are kept (null: this page only). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export interface MemberLanguageKeeper {
  /** A language chosen in the menu, by the member signed in now (or by nobody yet, when signed out). */
  chose: (locale: PortalLocale) => void;
  /** Sends what is new; call whenever the signed-in member may have changed. */
  sync: () => void;
}

/** The menu's choice: the language, and the member it belongs to (null: chosen signed out, nobody's yet). */
export const LANGUAGE_CHOICE_KEY = 'language.choice';
/** `memberId:locale` of the last language the API confirmed. */
export const KEPT_LANGUAGE_KEY = 'language.kept';

interface Choice {
  locale: PortalLocale;
  memberId: number | null;
}

export function keepMemberLanguage(deps: KeepMemberLanguageDeps): MemberLanguageKeeper {
  const here = new Map<string, string>();
  const read = (key: string): string | null => {
    try {
      return deps.storage?.getItem(key) ?? here.get(key) ?? null;
    } catch {
      return here.get(key) ?? null;
    }
  };
  const write = (key: string, value: string): void => {
    here.set(key, value);
    try {
      deps.storage?.setItem(key, value);
    } catch {
      // Storage full or blocked: kept for this page only.
    }
  };
  const choice = (): Choice | null => {
    try {
      const parsed = JSON.parse(read(LANGUAGE_CHOICE_KEY) ?? 'null') as Partial<Choice> | null;
      const locale = toPortalLocale(parsed?.locale);
      return locale ? { locale, memberId: typeof parsed?.memberId === 'number' ? parsed.memberId : null } : null;
    } catch {
      return null;
    }
  };
  const wanted = (): { memberId: number; locale: PortalLocale; key: string } | null => {
    // Signed out (most session changes on the sign-in page): nothing to read.
    const memberId = deps.memberId();
    if (memberId === null) return null;
    const chosen = choice();
    if (chosen === null || (chosen.memberId !== null && chosen.memberId !== memberId)) return null;
    return { memberId, locale: chosen.locale, key: `${String(memberId)}:${chosen.locale}` };
  };

  let busy = false;
  let again = false;
  const sync = (): void => {
    if (busy) {
      again = true;
      return;
    }
    const next = wanted();
    if (next === null || next.key === here.get(KEPT_LANGUAGE_KEY) || next.key === read(KEPT_LANGUAGE_KEY)) return;
    busy = true;
    deps
      .send(next.memberId, next.locale)
      .then(
        () => {
          write(KEPT_LANGUAGE_KEY, next.key);
          // A choice made signed out is this member's from now on.
          if (choice()?.memberId === null) write(LANGUAGE_CHOICE_KEY, JSON.stringify({ locale: next.locale, memberId: next.memberId }));
        },
        () => undefined,
      )
      .finally(() => {
        busy = false;
        // Only a change made meanwhile is sent now; a failed call waits for the next occasion.
        if (again) {
          again = false;
          if (wanted()?.key !== next.key) sync();
        }
      });
  };
  return {
    chose: (locale) => {
      write(LANGUAGE_CHOICE_KEY, JSON.stringify({ locale, memberId: deps.memberId() }));
      sync();
    },
    sync,
  };
}

/** The browser's localStorage, or null where reading it is refused. */
export function browserLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
