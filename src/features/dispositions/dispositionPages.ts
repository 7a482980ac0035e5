// The explore-option pages, loaded as one chunk.
export { DispositionOptionPage } from './DispositionOptionPage.tsx';
