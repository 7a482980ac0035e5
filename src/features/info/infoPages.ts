// The info pages, loaded as one chunk.
export { InfoPage } from './InfoPage.tsx';
