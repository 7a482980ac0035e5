// Schemas shared by the routes under /api/Members/{memberId}/.
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { memberAccess } from '../../plugins/openapi.ts';

export const MemberParams = Type.Object({ memberId: IdParam });
export type MemberParams = { memberId: number };
/** Optional `?ivfCenterId`: when given it must be the member's own center. */
export const OptionalCenterQuery = Type.Object({ ivfCenterId: Type.Optional(IdParam) });
/** The member's own access token (architecture §5: every /api/Members/{memberId}/… call checks it is theirs). */
export const memberSecurity = memberAccess;
