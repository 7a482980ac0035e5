// Namespace 'info' in Spanish.
import type { Strings } from '../en-US/info.ts';

export const strings: Strings = { missing: 'Esta página no está disponible en este momento. Inténtelo más tarde.', external: '(se abre en una pestaña nueva)' };
