// Namespace 'info' in English (US): the source, whose type every other language’s file must match.

export const strings = { missing: 'This page is not available right now. Please try again later.', external: '(opens in a new tab)' };

export type Strings = typeof strings;
