// Bundle sizes from webpack's stats (reports/webpack-stats.json, written by every build): initial JS
// and each lazy chunk, gzip-compressed as served. `--check` fails when over the architecture §10 budget.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const INITIAL_BUDGET = 170 * 1024;
const ROUTE_BUDGET = 100 * 1024;
/** Chunk groups allowed above the route limit, each with a cap of its own and the record that says why. */
const OWN_CAPS = { 'admin-telemetry-charts': 110 * 1024, account: 120 * 1024 };
const CAP_RECORDS = { 'admin-telemetry-charts': 'docs/adr/0006', account: 'docs/adr/0008' };
const statsPath = 'reports/webpack-stats.json';
if (!existsSync(statsPath)) {
  console.error(`${statsPath} is missing: run the production build first.`);
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join('dist', file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const initialFiles = new Set(stats.entrypoints.main.assets.map((a) => a.name).filter((n) => n.endsWith('.js')));
const initial = [...initialFiles].reduce((sum, f) => sum + gz(f), 0);
console.log(`initial JS (gzip): ${kb(initial)} in ${initialFiles.size} files (budget ${kb(INITIAL_BUDGET)})`);

let largest = { name: '', size: 0 };
const overBudget = [];
for (const chunk of stats.chunks) {
  if (chunk.initial) continue;
  const files = chunk.files.filter((f) => f.endsWith('.js') && !initialFiles.has(f));
  const size = files.reduce((sum, f) => sum + gz(f), 0);
  const name = (chunk.names && chunk.names[0]) || String(chunk.id);
  console.log(`  lazy chunk ${name}: ${kb(size)}`);
  if (size > largest.size) largest = { name, size };
  if (size > ROUTE_BUDGET) overBudget.push(name);
}
console.log(`largest lazy chunk (gzip): ${largest.name} ${kb(largest.size)} (budget ${kb(ROUTE_BUDGET)})`);

// What opening a route costs: its named chunk group (its own chunk plus the shared chunks it needs),
// less what is already there: the start-up bundle and, for pages inside the portal, its layout.
const groupFiles = (name) => (stats.namedChunkGroups[name]?.assets ?? []).map((a) => a.name).filter((f) => f.endsWith('.js') && !initialFiles.has(f));
const layoutFiles = new Set(groupFiles('layout'));
const standalone = new Set(['layout', 'layout-bare', 'guard', 'content', 'toasts']);
console.log('lazy routes (gzip, with the shared chunks each needs beyond start-up and layout):');
for (const name of Object.keys(stats.namedChunkGroups)) {
  if (name === 'main' || name.startsWith('strings-')) continue;
  const files = groupFiles(name).filter((f) => standalone.has(name) || !layoutFiles.has(f));
  const size = files.reduce((sum, f) => sum + gz(f), 0);
  const cap = OWN_CAPS[name] ?? ROUTE_BUDGET;
  console.log(`  ${name}: ${kb(size)} in ${files.length} files${cap === ROUTE_BUDGET ? '' : ` (cap ${kb(cap)}, ${CAP_RECORDS[name]})`}`);
  if (size > cap) overBudget.push(name);
}

if (process.argv.includes('--check') && (initial > INITIAL_BUDGET || overBudget.length > 0)) {
  console.error(`Over budget: ${initial > INITIAL_BUDGET ? 'initial JS; ' : ''}${overBudget.join(', ')}`);
  process.exit(1);
}
