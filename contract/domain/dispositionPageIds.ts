// Which content-service disposition page each option route shows.
import type { OptionRouteSlug } from './dispositionOptions.ts';

export const dispositionPageIdByRoute: Readonly<Record<OptionRouteSlug, string>> = {
  'c-member-explore-donate-to-another-couple': 'donate-to-another-couple',
  'c-member-explore-donate-to-science': 'donate-to-science',
  'c-member-explore-use-your-own-embryos': 'use-your-own',
  'thaw-and-discard': 'thaw-and-discard',
  'g-member-explore-donate-to-another-couple': 'egg-donate-to-another-couple',
  'g-member-explore-donate-to-science': 'egg-donate-to-science',
  'g-member-explore-use-your-own-embryos': 'egg-use-your-own',
  'egg-thaw-and-discard': 'egg-thaw-and-discard',
  'sperm-thaw-and-discard': 'sperm-thaw-and-discard',
  'testicular-thaw-and-discard': 'testicular-thaw-and-discard',
};
