// SQL for clinics (centers), their site addresses, feature flags, collection sites and the
// country/state reference lists.
import type { Db } from '../database.ts';

export async function findCenterById(db: Db, centerId: number) {
  return db.selectFrom('centers').selectAll().where('id', '=', centerId).executeTakeFirst();
}

export async function listCenters(db: Db) {
  return db.selectFrom('centers').selectAll().orderBy('id').execute();
}

export async function findCenterIdByHost(db: Db, host: string): Promise<number | undefined> {
  const row = await db.selectFrom('center_sites').select('center_id').where('host', '=', host).executeTakeFirst();
  return row?.center_id;
}

export async function listCenterHosts(db: Db, centerId: number) {
  return db.selectFrom('center_sites').select(['host', 'is_primary']).where('center_id', '=', centerId).orderBy('is_primary', 'desc').orderBy('host').execute();
}

export async function listEnabledFlags(db: Db, centerId: number, flagNames: readonly string[]): Promise<string[]> {
  if (flagNames.length === 0) return [];
  const rows = await db.selectFrom('feature_flags').select('flag_name').where('center_id', '=', centerId).where('flag_name', 'in', flagNames).execute();
  return rows.map((row) => row.flag_name);
}

export async function listCollectionSites(db: Db, centerId: number) {
  return db.selectFrom('collection_sites').selectAll().where('center_id', '=', centerId).orderBy('name').execute();
}

export async function listCountries(db: Db) {
  return db.selectFrom('countries').selectAll().orderBy('priority', 'desc').orderBy('name').execute();
}

export async function findCountryById(db: Db, countryId: number) {
  return db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
}

export async function listStates(db: Db, countryId: number) {
  return db.selectFrom('states').select(['id', 'code', 'name']).where('country_id', '=', countryId).orderBy('name').execute();
}

export async function setMaintenanceWindow(db: Db, centerId: number, startUtc: string | null, endUtc: string | null): Promise<void> {
  await db.updateTable('centers').set({ maintenance_start_utc: startUtc, maintenance_end_utc: endUtc }).where('id', '=', centerId).execute();
}

/** The clinic's matching-site maintenance window (null start: none). */
export async function setMatchingMaintenanceWindow(db: Db, centerId: number, startUtc: string | null, endUtc: string | null): Promise<void> {
  await db.updateTable('centers').set({ matching_maintenance_start_utc: startUtc, matching_maintenance_end_utc: endUtc }).where('id', '=', centerId).execute();
}
