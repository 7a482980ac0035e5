// Every member-visible text of the SPA exists in the four locales (issue 15): each namespace's
// en-US keys are present and non-empty in en-GB, es and fr, with the same {{placeholders}}; en-US
// is written with American spelling and en-GB with British. Namespaces are found on disk, so a new
// *Strings.ts descriptor (and its locales/<language>/ modules) is checked without being listed here.
import { enUS } from '../../../src/i18n/common/en-US';
import { strings as enGB } from '../../../src/i18n/common/en-GB';
import { strings as es } from '../../../src/i18n/common/es';
import { strings as fr } from '../../../src/i18n/common/fr';
import { supportedLocales } from '../../../src/i18n/locales';
import { featureNamespaces } from '../support/namespaces';

type Tree = Record<string, unknown>;

/** Common and every feature namespace (each *Strings.ts module's descriptor), in all four languages. */
function namespaces(): [string, Record<string, Tree>][] {
  return [['common', { 'en-US': enUS, 'en-GB': enGB, es, fr }], ...featureNamespaces().map(({ name, languages }) => [name, languages] as [string, Record<string, Tree>])];
}

/** 'a.b.c' → text, for every string leaf. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v);
      else out.set(path, value);
    }
  }
  return out;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const all = namespaces();

test('the namespaces are found (common and the feature namespaces)', () => {
  const names = all.map(([name]) => name);
  expect(names).toEqual(expect.arrayContaining(['common', 'features/account/accountStrings.ts#accountStrings', 'features/payments/paymentStrings.ts#paymentStrings']));
  expect(names.length).toBeGreaterThan(15);
});

test('each namespace’s loaders give its locales/<language>/ modules', async () => {
  for (const { name, strings, languages } of featureNamespaces()) {
    for (const locale of supportedLocales) expect([name, locale, (await strings.load[locale]()).strings]).toEqual([name, locale, languages[locale]]);
  }
});

describe.each(all)('%s', (_name, translations) => {
  const english = leaves(translations['en-US']);

  test.each(['en-GB', 'es', 'fr'])('every en-US key exists and is non-empty in %s, with the same placeholders', (locale) => {
    const other = leaves(translations[locale]);
    const missing = [...english.keys()].filter((key) => typeof other.get(key) !== 'string' || (other.get(key) as string).trim() === '');
    expect(missing).toEqual([]);
    const differing = [...english.entries()]
      .filter(([key, text]) => typeof text === 'string' && JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(textOf(other.get(key)))))
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

/** British spellings en-US must not use, and the American spellings en-GB must not use. */
const britishOnly =
  /\b(colours?|coloured|centres?|centred|cancell(ed|ing|ation)|authoris(e|ed|es|ing|ation)|organis(e|ed|es|ing|ation)|favourites?|licence|behaviours?|enrolment|enrols?|recognis(e|ed|es|ing)|apologis(e|ed|es)|honours?|judgement|catalogue|analys(e|ed|es|ing)|programme|cheque|practise)\b/i;
const americanOnly =
  /\b(colors?|colored|centers?|centered|canceled|canceling|authoriz(e|ed|es|ing|ation)|organiz(e|ed|es|ing|ation)|favorites?|behaviors?|enrollment|recogniz(e|ed|es|ing)|apologiz(e|ed|es)|honors?|catalog|analyz(e|ed|es|ing)|program|check(?= for \d))\b/i;

describe('spelling', () => {
  test('the checks themselves catch what they are for', () => {
    expect(britishOnly.test('Choose a colour')).toBe(true);
    expect(britishOnly.test('Your appointment is cancelled')).toBe(true);
    expect(britishOnly.test('Your appointment is canceled')).toBe(false);
    expect(americanOnly.test('Your appointment is canceled')).toBe(true);
  });

  test('en-US uses American spelling', () => {
    const british = all.flatMap(([name, translations]) =>
      [...leaves(translations['en-US']).entries()]
        .filter(([, text]) => typeof text === 'string' && britishOnly.test(text.replace(/\{\{[^}]*\}\}/g, '')))
        .map(([key, text]) => `${name} ${key}: ${String(text)}`),
    );
    expect(british).toEqual([]);
  });

  test('en-GB uses British spelling', () => {
    const american = all.flatMap(([name, translations]) =>
      [...leaves(translations['en-GB']).entries()]
        .filter(([, text]) => typeof text === 'string' && americanOnly.test(text.replace(/\{\{[^}]*\}\}/g, '')))
        .map(([key, text]) => `${name} ${key}: ${String(text)}`),
    );
    expect(american).toEqual([]);
  });
});
