// An e-mailed link names the e-mail's language (`?lang=`): the page opens in it, the visitor keeps it as
// their choice, and the address loses the parameter (a reload or a later choice in the menu is not
// overridden); a language the portal does not have is dropped from the address and changes nothing.
import { storedLocale, takeLinkLocale } from '../../../src/i18n/createI18n';
import { LANGUAGE_STORAGE_KEY } from '../../../src/i18n/locales';

function historyAt(href: string) {
  const calls: string[] = [];
  return { location: { href }, history: { state: { idx: 0 }, replaceState: (_state: unknown, _unused: string, url: string) => void calls.push(url) }, calls };
}

afterEach(() => window.localStorage.clear());

describe('the language of an e-mailed link', () => {
  test('is taken, kept as the choice, and taken off the address with the rest left as it was', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    const at = historyAt('https://sol.example/consent/cosign?token=abc_-1&lang=es#top');
    expect(takeLinkLocale(at.location, at.history)).toBe('es');
    expect(at.calls).toEqual(['/consent/cosign?token=abc_-1#top']);
    expect(storedLocale()).toBe('es');
  });

  test('a language the portal does not have changes nothing but the address', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const at = historyAt('https://localhost/auth/reset-password?memberId=3&lang=de&token=t');
    expect(takeLinkLocale(at.location, at.history)).toBeNull();
    expect(at.calls).toEqual(['/auth/reset-password?memberId=3&token=t']);
    expect(storedLocale()).toBe('fr');
  });

  test('an address without one is left alone', () => {
    const at = historyAt('https://localhost/member/home?T=B');
    expect(takeLinkLocale(at.location, at.history)).toBeNull();
    expect(at.calls).toEqual([]);
    expect(storedLocale()).toBeNull();
  });
});
