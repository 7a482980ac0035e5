// Runs before `npm start` and `npm test`: checks Node 24 and installs dependencies when
// node_modules is missing or older than package-lock.json, so a fresh clone needs no extra step.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`This project needs Node.js 24 or newer (found ${process.versions.node}). See .nvmrc.`);
  process.exit(1);
}

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  console.log('Installing dependencies (npm install, following package-lock.json)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
