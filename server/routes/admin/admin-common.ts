// What the /api/Admin route modules share: their tag, their security, and the clinics one may be given.
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/database.ts';
import { listCenters } from '../../db/repositories/centers-repository.ts';
import { staffAccess } from '../../plugins/openapi.ts';

export const tags = ['Admin'];
/** Staff calls: an Entra ID access token for the portal API (scope access_as_user). */
export const staffSecurity = staffAccess;
export const acknowledged = Type.Object({ done: Type.Boolean() });

/** Every clinic (the site-wide center 0 is none), by id and name. */
export async function clinicRefs(db: Db): Promise<{ id: number; name: string }[]> {
  return (await listCenters(db)).filter((center) => center.id > 0).map((center) => ({ id: center.id, name: center.name }));
}
