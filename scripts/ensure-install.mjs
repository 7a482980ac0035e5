// Runs before `npm start` and `npm test` under whatever `node` is on PATH: fetches Node 24 into
// .tools/node24 when the running Node is older (scripts/node24.mjs), then installs dependencies with
// it when node_modules is missing or older than package-lock.json, so a fresh clone needs no extra step.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { REQUIRED_MAJOR, node24Env, runningMajor } from './node24.mjs';

const env = runningMajor >= REQUIRED_MAJOR ? { ...process.env } : node24Env();

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  console.log('Installing dependencies (npm install, following package-lock.json)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
