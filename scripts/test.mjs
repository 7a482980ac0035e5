// `npm test`: everything, in order — typecheck, lint (code and GitHub workflows), unit and component
// tests, API tests (SQLite, or PostgreSQL when TEST_DATABASE_URL is set), production build with the
// bundle budget, the build served by the Static Web Apps CLI, and the end-to-end suite in Chromium
// against the real stack. Exits non-zero when any step fails. `npm test -- <step name prefix>…` runs
// only those steps. Under a Node older than 24 it fetches Node 24 first (scripts/node24.mjs).
import { spawnSync } from 'node:child_process';
import { continueUnderNode24 } from './node24.mjs';

await continueUnderNode24();

const steps = [
  ['typecheck (SPA)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['typecheck (API)', 'npx', ['tsc', '--noEmit', '-p', 'server/tsconfig.json']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['workflow lint', process.execPath, ['scripts/lint-workflows.mjs']],
  ['unit and component tests', 'npx', ['jest', '--ci']],
  ['API tests', process.execPath, ['--test', '--test-concurrency=1', 'tests/server/**/*.test.ts']],
  ['production build', 'npx', ['webpack', '--disable-interpret', '--mode', 'production']],
  ['bundle budget', process.execPath, ['scripts/measure-bundle.mjs', '--check']],
  ['deployment (Static Web Apps CLI, infrastructure)', process.execPath, ['--test', '--test-concurrency=1', 'tests/deploy/**/*.test.ts']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`--- ${name}: ok (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`--- ${name}: FAILED (${seconds} s)`);
    if (name === 'production build') break;
  }
}
console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
