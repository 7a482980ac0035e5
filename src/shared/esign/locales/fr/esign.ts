// Namespace 'esign' in French.
import type { Strings } from '../en-US/esign.ts';

export const strings: Strings = {
  external: '(s’ouvre dans un nouvel onglet)',
  version: 'Version {{version}}',
  regionLabel: 'Formulaire de consentement : {{title}}',
  legend: 'Votre signature électronique',
  fullName: 'Saisissez votre nom complet',
  fullNameHint: 'Saisissez votre prénom et votre nom tels qu’ils figurent sur votre compte.',
  consent: 'J’ai lu le formulaire de consentement ci-dessus et je l’accepte. Je comprends que la saisie de mon nom vaut signature électronique.',
};
