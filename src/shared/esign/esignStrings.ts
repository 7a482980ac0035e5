// The words around an e-signature (ESignatureFields) in four languages: the same on the option
// pages, a partner's co-signature, the co-signing link and a storage-consent renewal.
import type { Translations } from '../../i18n/locales.ts';

const enUS = {
  external: '(opens in a new tab)',
  version: 'Version {{version}}',
  regionLabel: 'Consent form: {{title}}',
  legend: 'Your electronic signature',
  fullName: 'Type your full name',
  fullNameHint: 'Type your first and last name as they appear on your account.',
  consent: 'I have read the consent form above and I agree to it. I understand that typing my name is my electronic signature.',
};

const es: typeof enUS = {
  external: '(se abre en una pestaña nueva)',
  version: 'Versión {{version}}',
  regionLabel: 'Formulario de consentimiento: {{title}}',
  legend: 'Su firma electrónica',
  fullName: 'Escriba su nombre completo',
  fullNameHint: 'Escriba su nombre y apellido tal como figuran en su cuenta.',
  consent: 'He leído el formulario de consentimiento anterior y estoy de acuerdo. Entiendo que escribir mi nombre es mi firma electrónica.',
};

const fr: typeof enUS = {
  external: '(s’ouvre dans un nouvel onglet)',
  version: 'Version {{version}}',
  regionLabel: 'Formulaire de consentement : {{title}}',
  legend: 'Votre signature électronique',
  fullName: 'Saisissez votre nom complet',
  fullNameHint: 'Saisissez votre prénom et votre nom tels qu’ils figurent sur votre compte.',
  consent: 'J’ai lu le formulaire de consentement ci-dessus et je l’accepte. Je comprends que la saisie de mon nom vaut signature électronique.',
};

export const esignStrings: Translations = { 'en-US': enUS, 'en-GB': enUS, es, fr };
