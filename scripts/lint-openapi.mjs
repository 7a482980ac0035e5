// `npm run lint:openapi`: lints the Portal API's OpenAPI document (/api/openapi.json) with Redocly's
// `recommended` ruleset (redocly.yaml). The API is built in process on an empty in-memory SQLite
// database with the emulators off, and the document asked of it with `inject`: no port, no network.
// Exits non-zero on any error or warning.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const t0 = Date.now();
const folder = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
let status = 1;
try {
  const db = createDatabase(':memory:');
  await migrateToLatest(db);
  const config = testConfig({
    emulators: false,
    photoStorage: { kind: 'local', directory: path.join(folder, 'photos') },
    replayStorage: { kind: 'local', directory: path.join(folder, 'replays') },
  });
  const app = await buildApp({ config, db, startConsentJobs: false, startReplayRetention: false, telemetryQueries: null });
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  await app.close();
  await db.destroy();
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${String(response.statusCode)}`);
  const document = response.json();
  const file = path.join(folder, 'openapi.json');
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);

  const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
  const lint = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (lint.error) throw lint.error;
  if (!lint.stdout.trimStart().startsWith('{')) throw new Error(`redocly lint gave no report:\n${lint.stderr}`);
  // The command itself fails on errors only: warnings are counted here.
  const report = JSON.parse(lint.stdout);
  for (const problem of report.problems) {
    const where = problem.location.map((location) => location.pointer).join(' ');
    console.log(`${problem.severity === 'error' ? 'error  ' : 'warning'}  ${problem.ruleId}  ${where}  ${problem.message}`);
  }
  const { errors, warnings } = report.totals;
  const operations = Object.values(document.paths).flatMap((item) => Object.keys(item)).length;
  console.log(`${String(Object.keys(document.paths).length)} paths, ${String(operations)} operations: ${String(errors)} error(s), ${String(warnings)} warning(s)`);
  status = errors === 0 && warnings === 0 ? 0 : 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(`OpenAPI lint ${status === 0 ? 'clean' : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
process.exit(status);
