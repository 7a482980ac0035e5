// Namespace 'twoFactor' in English (UK): the same words as English (US).
export { strings } from '../en-US/twoFactor.ts';
