// Runs the migrations in this folder's `migrations/` list, in name order, on either database.
import { Migrator, type Migration } from 'kysely/migration';
import { sql, type DatabaseIntrospector, type TableMetadata } from 'kysely';
import { isPostgres, type Db } from './database.ts';
import * as initialSchema from './migrations/0001-initial-schema.ts';
import * as memberArea from './migrations/0002-member-area.ts';
import * as payments from './migrations/0003-payments.ts';
import * as matching from './migrations/0004-matching.ts';
import * as matchingRequests from './migrations/0005-matching-requests.ts';
import * as matchingPhotos from './migrations/0006-matching-photos.ts';
import * as collectionAppointments from './migrations/0007-collection-appointments.ts';
import * as consentTerms from './migrations/0008-consent-terms.ts';
import * as accountProtection from './migrations/0009-account-protection.ts';
import * as mailOutbox from './migrations/0010-mail-outbox.ts';
import * as paymentSettlement from './migrations/0011-payment-settlement.ts';
import * as pendingEmailMarker from './migrations/0012-pending-email-marker.ts';
import * as writeVersions from './migrations/0013-write-versions.ts';
import * as staffConsole from './migrations/0014-staff-console.ts';
import * as staffContent from './migrations/0015-staff-content.ts';
import * as jointConsent from './migrations/0016-joint-consent.ts';
import * as telemetryIngestion from './migrations/0017-telemetry-ingestion.ts';
import * as telemetryReplays from './migrations/0018-telemetry-replays.ts';
import * as captchaSolutions from './migrations/0019-captcha-solutions.ts';
import * as matchingOffers from './migrations/0020-matching-offers.ts';
import * as queueAndCoOwnerIndexes from './migrations/0021-queue-and-co-owner-indexes.ts';
import * as matchingListingVersion from './migrations/0022-matching-listing-version.ts';
import * as memberLanguage from './migrations/0023-member-language.ts';

const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-member-area': memberArea,
  '0003-payments': payments,
  '0004-matching': matching,
  '0005-matching-requests': matchingRequests,
  '0006-matching-photos': matchingPhotos,
  '0007-collection-appointments': collectionAppointments,
  '0008-consent-terms': consentTerms,
  '0009-account-protection': accountProtection,
  '0010-mail-outbox': mailOutbox,
  '0011-payment-settlement': paymentSettlement,
  '0012-pending-email-marker': pendingEmailMarker,
  '0013-write-versions': writeVersions,
  '0014-staff-console': staffConsole,
  '0015-staff-content': staffContent,
  '0016-joint-consent': jointConsent,
  '0017-telemetry-ingestion': telemetryIngestion,
  '0018-telemetry-replays': telemetryReplays,
  '0019-captcha-solutions': captchaSolutions,
  '0020-matching-offers': matchingOffers,
  '0021-queue-and-co-owner-indexes': queueAndCoOwnerIndexes,
  '0022-matching-listing-version': matchingListingVersion,
  '0023-member-language': memberLanguage,
};

export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL the bookkeeping tables live in the schema the portal uses: Kysely would otherwise
  // take another schema's migration tables (another app, a test left behind) for its own.
  const schema = isPostgres(db) ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db: schema ? readingOneSchema(db, schema) : db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/**
 * The database as the migrator sees it, with a catalog read of one schema. To learn whether its
 * bookkeeping tables exist, the migrator lists tables through Kysely's introspection, which on
 * PostgreSQL reads every column of every schema in the database along with each column's sequence: it
 * fails when another schema is dropped during that read ("schema … does not exist"; the API tests give
 * each file a schema and drop it at the end) and grows with the database. Here the list holds the
 * tables of the portal's own schema, read from pg_class alone.
 */
function readingOneSchema(db: Db, schema: string): Db {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; isView: boolean; isForeign: boolean }>`
      SELECT c.relname AS name, c.relkind = 'v' AS "isView", c.relkind = 'f' AS "isForeign"
      FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'v', 'p', 'f')`.execute(db);
    return rows.map((row) => ({ name: row.name, schema, isView: row.isView, isForeign: row.isForeign, columns: [] }));
  };
  const introspection: DatabaseIntrospector = { getSchemas: () => db.introspection.getSchemas(), getTables };
  // Everything else is the database itself (its methods bound to it: Kysely keeps its state in private fields).
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
