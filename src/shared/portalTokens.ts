// The spec's theme colours beyond the clinic's primary (spec §9), as theme tokens. The theme
// (app/theme/createCenterTheme) adds `portalColorValues` to the Fluent theme, so FluentProvider
// writes each as a CSS variable beside Fluent's own; styles use `portalTokens` as they use Fluent's
// `tokens`. Green, orange and gray are too light for text on white (under 4.5:1): they are for
// strokes, marks and backgrounds; crimson and purple may colour text.
export const portalColorValues = {
  colorPortalPurple: '#6C2196',
  colorPortalGreen: '#99be57',
  colorPortalCrimson: '#DC143C',
  colorPortalOrange: '#F58025',
  colorPortalGray: '#808080',
  colorPortalBackgroundGray: '#f4f4f4',
  colorPortalBackgroundWhite: '#fefefe',
} as const;

export type PortalColorToken = keyof typeof portalColorValues;

/** `var(--colorPortal…)` references, for makeStyles. */
export const portalTokens = Object.fromEntries(Object.keys(portalColorValues).map((name) => [name, `var(--${name})`])) as Record<PortalColorToken, string>;
