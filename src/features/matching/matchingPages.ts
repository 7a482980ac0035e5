// The matching site's pages, loaded as one chunk.
export {
  MatchingContentPage,
  MatchingContentPage as MatchingHomePage,
  MatchingContentPage as MatchingProfilePage,
  MatchingContentPage as MatchingSearchPage,
} from './MatchingContentPage.tsx';
