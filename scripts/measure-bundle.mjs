// Bundle sizes from webpack's stats (reports/webpack-stats.json, written by every build): initial JS
// and each lazy chunk, gzip-compressed as served; then the login page's critical path as a browser
// meets it (scripts/measure-login-path.mjs: every script before the page is idle). `--check` fails
// over the hard limits of architecture §10 (login path 170 KB, a route 100 KB) and over 30 KB of
// stylesheets on the login page (docs/adr/0015); the targets (130 KB in at most 6 scripts, 60 KB a
// route) are printed beside them. `--no-browser` skips the login page.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { measureLoginPath } from './measure-login-path.mjs';

const INITIAL_BUDGET = 170 * 1024;
const LOGIN_PATH_LIMIT = 170 * 1024;
/** The one stylesheet of the build-time styles (docs/adr/0015): preloaded, and React's first render waits for it. */
const STYLESHEET_LIMIT = 30 * 1024;
const LOGIN_PATH_TARGET = 130 * 1024;
const LOGIN_PATH_SCRIPTS_TARGET = 6;
const ROUTE_BUDGET = 100 * 1024;
const ROUTE_TARGET = 60 * 1024;
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
const standalone = new Set(['layout', 'content', 'toasts']);
console.log('lazy routes (gzip, with the shared chunks each needs beyond start-up and layout):');
for (const name of Object.keys(stats.namedChunkGroups)) {
  if (name === 'main' || name.startsWith('strings-')) continue;
  const files = groupFiles(name).filter((f) => standalone.has(name) || !layoutFiles.has(f));
  const size = files.reduce((sum, f) => sum + gz(f), 0);
  const note = size > ROUTE_BUDGET ? ` (over the ${kb(ROUTE_BUDGET)} limit)` : size > ROUTE_TARGET ? ` (over the ${kb(ROUTE_TARGET)} target)` : '';
  console.log(`  ${name}: ${kb(size)} in ${files.length} files${note}`);
  if (size > ROUTE_BUDGET) overBudget.push(name);
}

if (!process.argv.includes('--no-browser')) {
  const login = await measureLoginPath();
  console.log('login page critical path (every script before the page is idle, gzip):');
  for (const s of login.scripts) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.url}`);
  if (login.deferred.length > 0) console.log(`  after idle (not counted): ${login.deferred.map((s) => `${path.basename(s.url)} ${kb(s.gzip)}`).join(', ')}`);
  console.log(
    `login page critical JS (gzip): ${kb(login.total)} in ${login.scripts.length} scripts (target ${kb(LOGIN_PATH_TARGET)} in ${LOGIN_PATH_SCRIPTS_TARGET}, limit ${kb(LOGIN_PATH_LIMIT)})`,
  );
  // The styles compiled at build time arrive as one stylesheet (docs/adr/0015): not script, but weight
  // the page waits for, so it is shown beside the scripts.
  for (const s of login.stylesheets) console.log(`  stylesheet ${kb(s.gzip).padStart(9)}  ${s.url}`);
  const styles = login.stylesheets.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`login page stylesheets (gzip): ${kb(styles)} (limit ${kb(STYLESHEET_LIMIT)})`);
  if (styles > STYLESHEET_LIMIT) overBudget.push('login page stylesheets');
  if (login.total > LOGIN_PATH_LIMIT) overBudget.push('login page critical path');
}

if (process.argv.includes('--check') && (initial > INITIAL_BUDGET || overBudget.length > 0)) {
  console.error(`Over budget: ${initial > INITIAL_BUDGET ? 'initial JS; ' : ''}${overBudget.join(', ')}`);
  process.exit(1);
}
