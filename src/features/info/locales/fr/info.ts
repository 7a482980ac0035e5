// Namespace 'info' in French.
import type { Strings } from '../en-US/info.ts';

export const strings: Strings = { missing: 'Cette page n’est pas disponible pour le moment. Réessayez plus tard.', external: '(s’ouvre dans un nouvel onglet)' };
