// Namespace 'adminContent' in English (UK): the same words as English (US).
export { strings } from '../en-US/content.ts';
