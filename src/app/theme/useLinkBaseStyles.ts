// Plain links (router links, links in content and rich text) take the clinic theme's link colours
// instead of the browser's blue and purple. An element rule, so Fluent's Link and any component
// class that colours its own links still win.
import { makeStaticStyles } from '@griffel/react';

export const useLinkBaseStyles = makeStaticStyles(`
  a, a:visited { color: var(--colorBrandForegroundLink); }
  a:hover { color: var(--colorBrandForegroundLinkHover); }
  a:active { color: var(--colorBrandForegroundLinkPressed); }
`);
