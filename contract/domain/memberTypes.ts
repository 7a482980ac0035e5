// Member types (spec §1) and what each maps to: the storage item type code, the member kind
// letter seen on routes (c-member, g-member, s, t, r-member), the stored-item status prefix
// (architecture §7) and the member type the content service filters by.
import type { MemberType } from '../api/auth.ts';
import type { StorageItemTypeCode } from './codeLists.ts';

export type { MemberType };

export const memberTypes = ['EmbryoRecipient', 'EmbryoCryo', 'EggCryo', 'SpermCryo', 'TesticularTissueCryo'] as const satisfies readonly MemberType[];

export type RouteKind = 'c' | 'g' | 's' | 't' | 'r';
export type StatusPrefix = 'ICR' | 'GCR' | 'SCR' | 'TCR';
export const statusPrefixes = ['ICR', 'GCR', 'SCR', 'TCR'] as const satisfies readonly StatusPrefix[];
export type ContentMemberType = 'Donor' | 'Recipient';

export interface MemberTypeInfo {
  readonly memberType: MemberType;
  readonly itemType: StorageItemTypeCode;
  readonly routeKind: RouteKind;
  /** Prefix of the member's stored-item status codes; a recipient stores nothing of its own. */
  readonly statusPrefix: StatusPrefix | null;
  readonly contentMemberType: ContentMemberType;
}

export const memberTypeInfo: Readonly<Record<MemberType, MemberTypeInfo>> = {
  EmbryoRecipient: { memberType: 'EmbryoRecipient', itemType: 'REC', routeKind: 'r', statusPrefix: null, contentMemberType: 'Recipient' },
  EmbryoCryo: { memberType: 'EmbryoCryo', itemType: 'CRY', routeKind: 'c', statusPrefix: 'ICR', contentMemberType: 'Donor' },
  EggCryo: { memberType: 'EggCryo', itemType: 'GCR', routeKind: 'g', statusPrefix: 'GCR', contentMemberType: 'Donor' },
  SpermCryo: { memberType: 'SpermCryo', itemType: 'SCR', routeKind: 's', statusPrefix: 'SCR', contentMemberType: 'Donor' },
  TesticularTissueCryo: { memberType: 'TesticularTissueCryo', itemType: 'TCR', routeKind: 't', statusPrefix: 'TCR', contentMemberType: 'Donor' },
};

export function isMemberType(value: unknown): value is MemberType {
  return typeof value === 'string' && (memberTypes as readonly string[]).includes(value);
}

export function isRecipient(memberType: MemberType | '' | null | undefined): boolean {
  return memberType === 'EmbryoRecipient';
}

export function itemTypeOf(memberType: MemberType): StorageItemTypeCode {
  return memberTypeInfo[memberType].itemType;
}

export function memberTypeOfItemType(itemType: StorageItemTypeCode): MemberType {
  const found = memberTypes.find((t) => memberTypeInfo[t].itemType === itemType);
  // Every item type code has a member type; the fallback only satisfies the compiler.
  return found ?? 'EmbryoCryo';
}

export function routeKindOf(memberType: MemberType): RouteKind {
  return memberTypeInfo[memberType].routeKind;
}

export function memberTypeOfRouteKind(kind: RouteKind): MemberType {
  return memberTypes.find((t) => memberTypeInfo[t].routeKind === kind) ?? 'EmbryoCryo';
}

export function statusPrefixOf(memberType: MemberType): StatusPrefix | null {
  return memberTypeInfo[memberType].statusPrefix;
}

/** Status prefix of a stored item by its item type: embryos (CRY) use ICR; REC has none. */
export function statusPrefixOfItemType(itemType: StorageItemTypeCode): StatusPrefix | null {
  return itemType === 'CRY' ? 'ICR' : itemType === 'REC' ? null : itemType;
}

/** The member type value the content service filters by: recipients 'Recipient', everyone else 'Donor'. */
export function contentMemberType(memberType: MemberType): ContentMemberType {
  return memberTypeInfo[memberType].contentMemberType;
}
