// The portal's languages (spec §9): the server's list decides which are offered; en-US is the fallback.
export const supportedLocales = ['en-US', 'en-GB', 'es', 'fr'] as const;
export type PortalLocale = (typeof supportedLocales)[number];
export const fallbackLocale: PortalLocale = 'en-US';
export const LANGUAGE_STORAGE_KEY = 'language';
/** The query parameter of an e-mailed link that names its language (the API adds it: server/services/account-mail.ts). */
export const LINK_LANGUAGE_PARAM = 'lang';

export function toPortalLocale(value: string | null | undefined): PortalLocale | null {
  if (!value) return null;
  const exact = supportedLocales.find((l) => l.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  const language = value.split('-')[0]?.toLowerCase();
  if (language === 'es') return 'es';
  if (language === 'fr') return 'fr';
  return null;
}

/** English variants switch the date region; en-GB uses the 24-hour clock (spec §9). */
export function regionMaskOf(locale: PortalLocale): 'en-US' | 'en-GB' | 'es' | 'fr' {
  return locale;
}
