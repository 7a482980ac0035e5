// Texts around the content-service pages (about, privacy, terms) in four languages.
import type { Translations } from '../../i18n/locales.ts';

const enUS = { missing: 'This page is not available right now. Please try again later.', external: '(opens in a new tab)' };
const es: typeof enUS = { missing: 'Esta página no está disponible en este momento. Inténtelo más tarde.', external: '(se abre en una pestaña nueva)' };
const fr: typeof enUS = { missing: 'Cette page n’est pas disponible pour le moment. Réessayez plus tard.', external: '(s’ouvre dans un nouvel onglet)' };

export const infoStrings: Translations = { 'en-US': enUS, 'en-GB': enUS, es, fr };
