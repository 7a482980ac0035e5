// Namespace 'adminConsents' in English (UK): the same words as English (US).
export { strings } from '../en-US/consent.ts';
