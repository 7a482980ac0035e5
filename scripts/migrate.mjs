// `npm run migrate`: brings the database DATABASE_URL names (PostgreSQL, or a SQLite file; default
// .data/portal.sqlite) to the latest migration and exits: the pipeline's migration step (a Container
// Apps job in Azure) runs it before a new API revision takes traffic. Needs no other setting. Running
// it twice, or beside a starting API, is safe: Kysely's migrator takes a lock and skips what is done.
import { continueUnderNode24 } from './node24.mjs';

await continueUnderNode24();
const { createDatabase } = await import('../server/db/database.ts');
const { migrateToLatest } = await import('../server/db/migrate.ts');

const url = process.env.DATABASE_URL ?? '.data/portal.sqlite';
const db = createDatabase(url);
const started = Date.now();
try {
  await migrateToLatest(db);
  console.log(`Database migrated to the latest version (${String(Date.now() - started)} ms).`);
} catch (error) {
  console.error('Migration failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
