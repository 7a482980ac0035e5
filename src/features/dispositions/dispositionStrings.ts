// Texts around the disposition option pages in four languages.
import type { Translations } from '../../i18n/locales.ts';

const enUS = {
  missing: 'The information about this option is not available right now. Please try again later or contact your clinic.',
  external: '(opens in a new tab)',
  nextStep: 'Take the time you need. When you are ready to go ahead, your clinic will guide you through the next step.',
};
const es: typeof enUS = {
  missing: 'La información sobre esta opción no está disponible en este momento. Inténtelo más tarde o contacte con su clínica.',
  external: '(se abre en una pestaña nueva)',
  nextStep: 'Tómese el tiempo que necesite. Cuando quiera seguir adelante, su clínica le acompañará en el siguiente paso.',
};
const fr: typeof enUS = {
  missing: 'Les informations sur cette option ne sont pas disponibles pour le moment. Réessayez plus tard ou contactez votre clinique.',
  external: '(s’ouvre dans un nouvel onglet)',
  nextStep: 'Prenez le temps qu’il vous faut. Quand vous serez prêt·e, votre clinique vous accompagnera pour la suite.',
};

export const dispositionStrings: Translations = { 'en-US': enUS, 'en-GB': enUS, es, fr };
