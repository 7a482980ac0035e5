// A banner message's text per locale (issue 12): staff write one per locale they have words for;
// members read their own locale's, else their language's, else English, else the first one written.
import type { BannerTexts } from '../../contract/api/admin.ts';

const localeOrder = ['en-US', 'en-GB', 'es', 'fr'] as const;

/** The text stored beside the per-locale texts: the first written in the console's locale order. */
export function defaultBannerText(texts: BannerTexts): string {
  for (const locale of localeOrder) {
    const text = texts[locale];
    if (text) return text;
  }
  return '';
}

/** The per-locale texts of a stored banner (a banner seeded before texts per locale has its one text as en-US). */
export function bannerTextsOf(row: { text: string; texts_json: string | null }): BannerTexts {
  if (!row.texts_json) return { 'en-US': row.text };
  try {
    return JSON.parse(row.texts_json) as BannerTexts;
  } catch {
    return { 'en-US': row.text };
  }
}

/** The text of a banner for a member's locale. */
export function bannerTextFor(row: { text: string; texts_json: string | null }, locale: string): string {
  if (!row.texts_json) return row.text;
  const texts: Partial<Record<string, string>> = bannerTextsOf(row);
  const language = locale.split('-')[0] ?? locale;
  return texts[locale] ?? texts[language] ?? (language === 'en' ? (texts['en-US'] ?? texts['en-GB']) : undefined) ?? row.text;
}
