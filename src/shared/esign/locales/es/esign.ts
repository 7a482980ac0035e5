// Namespace 'esign' in Spanish.
import type { Strings } from '../en-US/esign.ts';

export const strings: Strings = {
  external: '(se abre en una pestaña nueva)',
  version: 'Versión {{version}}',
  regionLabel: 'Formulario de consentimiento: {{title}}',
  legend: 'Su firma electrónica',
  fullName: 'Escriba su nombre completo',
  fullNameHint: 'Escriba su nombre y apellido tal como figuran en su cuenta.',
  consent: 'He leído el formulario de consentimiento anterior y estoy de acuerdo. Entiendo que escribir mi nombre es mi firma electrónica.',
};
