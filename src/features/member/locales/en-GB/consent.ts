// Namespace 'memberConsent' in English (UK).
import { strings as enUS, type Strings } from '../en-US/consent.ts';

export const strings: Strings = enUS;
