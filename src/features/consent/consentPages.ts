// The consent area's pages, loaded as one chunk.
export { CosignPage } from './CosignPage.tsx';
