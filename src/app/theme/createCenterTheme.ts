// A clinic's colour scheme becomes a Fluent theme (style §8): its primary colour seeds a 16-step
// brand ramp (10 darkest … 160 lightest) with 80 the colour itself.
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { portalColorValues } from '../../shared/portalTokens.ts';

const defaultPrimary = '#135CAB';

function parseHex(hex: string): [number, number, number] {
  const clean = /^#[0-9a-fA-F]{6}$/.test(hex) ? hex.slice(1) : defaultPrimary.slice(1);
  return [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(from: [number, number, number], to: [number, number, number], amount: number): [number, number, number] {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** White text on brand 80 must reach WCAG AA (4.5:1) whatever colour a clinic picks: darken until it does. */
export function accessiblePrimary(primary: string): [number, number, number] {
  let colour = parseHex(primary);
  for (let i = 0; i < 20 && 1.05 / (luminance(colour) + 0.05) < 4.6; i += 1) {
    colour = mix(colour, [0, 0, 0], 0.08);
  }
  return colour;
}

export function brandRamp(primary: string): BrandVariants {
  const base = accessiblePrimary(primary);
  const black: [number, number, number] = [0, 0, 0];
  const white: [number, number, number] = [255, 255, 255];
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  const ramp: Partial<Record<(typeof steps)[number], string>> = {};
  for (const step of steps) {
    ramp[step] = step <= 80 ? toHex(mix(black, base, 0.25 + (0.75 * (step - 10)) / 70)) : toHex(mix(base, white, ((step - 80) / 80) * 0.9));
  }
  return ramp as BrandVariants;
}

export type CenterTheme = Theme & typeof portalColorValues;

/** The clinic's Fluent theme plus the spec's named colours (shared/portalTokens), on the spec's page and card backgrounds. */
export function createCenterTheme(primary: string | undefined): CenterTheme {
  const theme = createLightTheme(brandRamp(primary ?? defaultPrimary));
  return {
    ...theme,
    ...portalColorValues,
    colorNeutralBackground1: portalColorValues.colorPortalBackgroundWhite,
    colorNeutralBackground2: portalColorValues.colorPortalBackgroundGray,
  };
}
