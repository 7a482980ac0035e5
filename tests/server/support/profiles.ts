// An UpdateProfile body made from the member as read, with some fields changed.
import type { MemberProfile } from '../../../contract/api/members.ts';

const editable = ['namePrefix', 'firstName', 'lastName', 'email', 'phone', 'phoneExt', 'addressLine1', 'addressLine2', 'city', 'state', 'zip', 'country'] as const;

export function profileUpdateOf(profile: MemberProfile, change: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...Object.fromEntries(editable.map((field) => [field, profile[field]])), ...change };
}
