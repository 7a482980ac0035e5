// Telemetry (issue 14): the Application Insights ingestion emulator keeps every envelope the SDKs
// send in the embedded database, so tests and the support dashboards can read them locally.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const autoId = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  await db.schema
    .createTable('telemetry_envelopes')
    .addColumn('id', postgres ? 'serial' : 'integer', autoId)
    .addColumn('received_at', 'text', (col) => col.notNull())
    /** Microsoft.ApplicationInsights.<ikey>.<Type>, as the SDK names it. */
    .addColumn('name', 'text', (col) => col.notNull())
    /** baseType of the data: RequestData, RemoteDependencyData, PageviewData, EventData, MetricData, ExceptionData, MessageData… */
    .addColumn('base_type', 'text')
    .addColumn('time', 'text')
    .addColumn('ikey', 'text')
    .addColumn('operation_id', 'text')
    .addColumn('cloud_role', 'text')
    /** The whole envelope as JSON. */
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('telemetry_envelopes_operation_idx').on('telemetry_envelopes').column('operation_id').execute();
  await db.schema.createIndex('telemetry_envelopes_type_idx').on('telemetry_envelopes').columns(['base_type', 'time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telemetry_envelopes').execute();
}
