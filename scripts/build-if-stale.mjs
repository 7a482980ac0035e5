// Builds the SPA with webpack when dist/ is missing or older than any source it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIfStale({ force = false } = {}) {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(...['src', 'config', 'contract', 'webpack.config.ts', 'package-lock.json'].map(newestMtime));
  if (!force && built > sources) return;
  console.log('Building the portal (webpack, production mode)…');
  const result = spawnSync('npx', ['webpack', '--disable-interpret', '--mode', 'production'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The SPA build failed');
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale({ force: process.argv.includes('--force') });
