// The matching site's pages, loaded as one chunk.
export { MatchingContentPage } from './MatchingContentPage.tsx';
export { MatchingHomePage } from './MatchingHomePage.tsx';
export { BuildProfilePage } from './BuildProfilePage.tsx';
export { MatchingProfilePage, ReviewProfilePage } from './OwnProfilePages.tsx';
export { MatchingSearchPage } from './MatchingSearchPage.tsx';
export { MemberViewPage } from './MemberViewPage.tsx';
