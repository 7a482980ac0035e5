// Who is who on the matching site, shared by the search, profile and request services: the
// member's matching role (a recipient, or a donor couple at a clinic with the matching site and
// at an eligible donation location), the problems every matching call answers (409, never 403:
// the SPA reads 403 as an expired session), the maintenance refusal of changes, and how a donor
// may be named to a recipient (first names for OPEN only, otherwise the profile code).
import { isMatchingProfileCurrent } from '../../contract/domain/memberRules.ts';
import type { Db } from '../db/database.ts';
import { centerHasMatchingSite } from '../db/repositories/matching-repository.ts';
import { findMemberById, type MemberRow } from '../db/repositories/members-repository.ts';
import { HttpProblem, problems } from '../http-problem.ts';
import type { CentersService } from './centers-service.ts';

export type MatchingRole = 'DONOR' | 'RECIPIENT';

/**
 * What a closed (CLOS) profile shows of the couple information: an allowlist, so a field added to the
 * profile later stays hidden until someone decides it identifies nobody. Names and city never appear.
 */
const NON_IDENTIFYING_KEYS: ReadonlySet<string> = new Set(['aboutUs', 'occupation', 'partnerOccupation', 'interests', 'hobbies', 'childrenAtHome']);

export const matchingProblems = {
  profileNotCurrent: () =>
    problems.conflict('Matching profile not current', 'Complete your matching profile with the clinic before searching donor profiles.', 'matching-profile-not-current'),
  notARecipient: () => problems.conflict('Not a matching recipient', 'Only embryo recipients can search and view donor profiles.', 'not-a-matching-recipient'),
  notADonor: () => problems.conflict('Not a matching donor', 'Only embryo donor couples of a clinic with the matching site can do this.', 'not-a-matching-donor'),
  notAMatchingMember: () => problems.conflict('No matching profile', 'The matching site is not available for this membership.', 'not-a-matching-member'),
  readOnly: () =>
    problems.conflict('Read-only account', 'This account is read-only, so the matching profile cannot be changed online. Please contact the clinic.', 'read-only-member'),
  donorNotFound: () => problems.notFound('The donor profile was not found.'),
  maintenance: (endsAtUtc: string | null) =>
    new HttpProblem({
      status: 503,
      title: 'Matching site under maintenance',
      detail: `The matching site is under maintenance, so profiles and requests cannot be changed just now${endsAtUtc ? ` (until ${endsAtUtc} UTC)` : ''}. Everything can still be viewed.`,
      kind: 'matching-site-maintenance',
    }),
};

export function parseJson(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Couple information as a recipient may see it: everything for OPEN, without identity otherwise. */
export function visibleCoupleInformation(privacyTypeId: string, coupleInformation: string | null): Record<string, unknown> | null {
  const info = parseJson(coupleInformation);
  if (!info || privacyTypeId === 'OPEN') return info;
  return Object.fromEntries(Object.entries(info).filter(([key]) => NON_IDENTIFYING_KEYS.has(key)));
}

/** "Laura & Mark" from first names, or null. */
export function firstNamesOf(info: { firstName?: unknown; partnerFirstName?: unknown } | null | undefined): string | null {
  const names = [info?.firstName, info?.partnerFirstName].filter((name): name is string => typeof name === 'string' && name !== '');
  return names.length > 0 ? names.join(' & ') : null;
}

/** How a recipient may name a donor couple: first names when OPEN, else the profile code. */
export function donorNameForRecipient(donor: { privacyTypeId: string | null; coupleInformation: string | null; profileCode: string | null }): string {
  const code = donor.profileCode ?? 'a donor couple';
  return donor.privacyTypeId === 'OPEN' ? (firstNamesOf(parseJson(donor.coupleInformation)) ?? code) : code;
}

export interface MatchingMember {
  member: MemberRow;
  role: MatchingRole | null;
}

export async function loadMatchingMember(db: Db, memberId: number): Promise<MatchingMember> {
  const member = await findMemberById(db, memberId);
  if (!member) throw problems.memberNotFound();
  if (member.member_type === 'EmbryoRecipient') return { member, role: 'RECIPIENT' };
  const donor = member.member_type === 'EmbryoCryo' && member.eligible_donation_location === 1 && (await centerHasMatchingSite(db, member.center_id));
  return { member, role: donor ? 'DONOR' : null };
}

/** A recipient whose matching profile is Current (search, profiles, requests). */
export async function loadSearchingRecipient(db: Db, memberId: number): Promise<MemberRow> {
  const { member, role } = await loadMatchingMember(db, memberId);
  if (role !== 'RECIPIENT') throw matchingProblems.notARecipient();
  if (!isMatchingProfileCurrent(member.matching_profile_status_id)) throw matchingProblems.profileNotCurrent();
  return member;
}

export async function loadDonor(db: Db, memberId: number): Promise<MemberRow> {
  const { member, role } = await loadMatchingMember(db, memberId);
  if (role !== 'DONOR') throw matchingProblems.notADonor();
  return member;
}

/** Refuses a matching-site change while the clinic's matching-site maintenance window is active (503, no subCode). */
export async function assertMatchingSiteOpen(centers: CentersService, centerId: number): Promise<void> {
  const window = await centers.matchingSiteMaintenance(centerId);
  if (window.isInMaintenanceMode) throw matchingProblems.maintenance(window.endMaintenanceDateTimeUtc);
}
