// Disposition options (what a member may choose for stored items, spec §1) and the option
// routes each member type may open (architecture §6 table). Route identities are the child
// paths of the member area as spec §2 spells them, so this module stays free of the router.
import type { MemberType } from './memberTypes.ts';
import type { StatusState } from './statusStates.ts';

export const dispositionOptions = ['donate-to-science', 'donate-to-another-couple', 'donate-anonymously', 'use-your-own', 'thaw-and-discard'] as const;
export type DispositionOption = (typeof dispositionOptions)[number];

/** The exploring state each option leads to. */
export const exploringStateOf: Readonly<Record<DispositionOption, StatusState>> = {
  'donate-to-science': 'ESCI',
  'donate-to-another-couple': 'EDON',
  // Anonymous donation through the clinic is offered on the donate-to-another-couple page.
  'donate-anonymously': 'EDIV',
  'use-your-own': 'EUSE',
  'thaw-and-discard': 'ETHD',
};

/** The option an exploring state belongs to, or null for any other state. */
export function optionOfExploringState(state: StatusState): DispositionOption | null {
  return dispositionOptions.find((o) => exploringStateOf[o] === state) ?? null;
}

/** Child paths (under /member) of every option route: the explore-… and …thaw-and-discard pages. */
export const optionRouteSlugs = [
  'c-member-explore-donate-to-another-couple',
  'c-member-explore-donate-to-science',
  'c-member-explore-use-your-own-embryos',
  'thaw-and-discard',
  'g-member-explore-donate-to-another-couple',
  'g-member-explore-donate-to-science',
  'g-member-explore-use-your-own-embryos',
  'egg-thaw-and-discard',
  'sperm-thaw-and-discard',
  'testicular-thaw-and-discard',
] as const;
export type OptionRouteSlug = (typeof optionRouteSlugs)[number];

export interface OptionRoute {
  readonly slug: OptionRouteSlug;
  /** The options the page lets the member choose. */
  readonly options: readonly DispositionOption[];
}

/** Architecture §6: each cryo member type opens only its own option routes; a recipient none. */
export const optionRoutesByMemberType: Readonly<Record<MemberType, readonly OptionRoute[]>> = {
  EmbryoCryo: [
    { slug: 'c-member-explore-donate-to-another-couple', options: ['donate-to-another-couple', 'donate-anonymously'] },
    { slug: 'c-member-explore-donate-to-science', options: ['donate-to-science'] },
    { slug: 'c-member-explore-use-your-own-embryos', options: ['use-your-own'] },
    { slug: 'thaw-and-discard', options: ['thaw-and-discard'] },
  ],
  EggCryo: [
    { slug: 'g-member-explore-donate-to-another-couple', options: ['donate-to-another-couple'] },
    { slug: 'g-member-explore-donate-to-science', options: ['donate-to-science'] },
    { slug: 'g-member-explore-use-your-own-embryos', options: ['use-your-own'] },
    { slug: 'egg-thaw-and-discard', options: ['thaw-and-discard'] },
  ],
  SpermCryo: [{ slug: 'sperm-thaw-and-discard', options: ['thaw-and-discard'] }],
  TesticularTissueCryo: [{ slug: 'testicular-thaw-and-discard', options: ['thaw-and-discard'] }],
  EmbryoRecipient: [],
};

export function isOptionRouteSlug(child: string): child is OptionRouteSlug {
  return (optionRouteSlugs as readonly string[]).includes(child);
}

/** Whether `memberType` may open the option route with this child path. */
export function mayOpenOptionRoute(memberType: MemberType | '' | null | undefined, slug: string): boolean {
  if (!memberType) return false;
  return optionRoutesByMemberType[memberType].some((r) => r.slug === slug);
}

/** The options a member type is offered through its option routes. */
export function dispositionOptionsFor(memberType: MemberType): readonly DispositionOption[] {
  const seen = new Set<DispositionOption>();
  for (const r of optionRoutesByMemberType[memberType]) for (const o of r.options) seen.add(o);
  return [...seen];
}
