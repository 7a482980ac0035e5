// The SPA's feature namespaces, found on disk (every *Strings.ts module's descriptor), so that test
// kits can load the strings a page needs before rendering it, and checks can read every language.
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { i18n as I18n } from 'i18next';
import { fallbackLocale, supportedLocales, toPortalLocale, type PortalLocale } from '../../../src/i18n/locales';
import { loadNamespace, type NamespaceStrings } from '../../../src/i18n/namespaces';

const srcDir = join(__dirname, '../../../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function isNamespaceStrings(value: unknown): value is NamespaceStrings {
  return typeof value === 'object' && value !== null && 'namespace' in value && 'load' in value;
}

export interface FoundNamespace {
  /** `<file>#<export>` */
  name: string;
  strings: NamespaceStrings;
  /** Its four languages, read from locales/<language>/<name>.ts beside the descriptor (synchronously, for test tables). */
  languages: Record<PortalLocale, Record<string, unknown>>;
}

let cache: FoundNamespace[] | null = null;

/** Every exported namespace descriptor with its four languages (read once per test file). */
export function featureNamespaces(): FoundNamespace[] {
  cache ??= readNamespaces();
  return cache;
}

function readNamespaces(): FoundNamespace[] {
  const found: FoundNamespace[] = [];
  for (const file of filesUnder(srcDir).filter((f) => /Strings\.ts$/.test(f) && !f.includes('/i18n/'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(file) as Record<string, unknown>;
    const resource = basename(file).replace(/Strings\.ts$/, '');
    const languages = Object.fromEntries(
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      supportedLocales.map((locale) => [locale, (require(join(dirname(file), 'locales', locale, `${resource}.ts`)) as { strings: Record<string, unknown> }).strings]),
    ) as FoundNamespace['languages'];
    for (const [name, value] of Object.entries(module)) if (isNamespaceStrings(value)) found.push({ name: `${relative(srcDir, file)}#${name}`, strings: value, languages });
  }
  return found;
}

/** Loads every feature namespace in the instance's language: pages render at once, as before. */
export async function preloadNamespaces(i18n: I18n): Promise<I18n> {
  const locale = toPortalLocale(i18n.language) ?? fallbackLocale;
  await Promise.all(featureNamespaces().map(({ strings }) => loadNamespace(i18n, strings, locale)));
  return i18n;
}
