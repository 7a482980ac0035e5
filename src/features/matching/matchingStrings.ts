// Texts around the matching-site pages in four languages.
import type { Translations } from '../../i18n/locales.ts';

const enUS = {
  missing: 'This page is not available right now. Please try again later.',
  external: '(opens in a new tab)',
  learnMore: 'Learn more',
  maintenance: 'The matching site is under maintenance. You can read its pages, but changes are paused until it is back.',
};
const es: typeof enUS = {
  missing: 'Esta página no está disponible en este momento. Inténtelo más tarde.',
  external: '(se abre en una pestaña nueva)',
  learnMore: 'Más información',
  maintenance: 'El sitio de emparejamiento está en mantenimiento. Puede leer sus páginas, pero los cambios están en pausa hasta que vuelva.',
};
const fr: typeof enUS = {
  missing: 'Cette page n’est pas disponible pour le moment. Réessayez plus tard.',
  external: '(s’ouvre dans un nouvel onglet)',
  learnMore: 'En savoir plus',
  maintenance: 'Le site de mise en relation est en maintenance. Vous pouvez lire ses pages, mais les modifications sont suspendues jusqu’à son retour.',
};

export const matchingStrings: Translations = { 'en-US': enUS, 'en-GB': enUS, es, fr };
