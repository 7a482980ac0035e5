// `npm test`: everything, in order — typecheck, lint (code and GitHub workflows), unit and component
// tests, API tests (SQLite, or PostgreSQL when TEST_DATABASE_URL is set), production build with the
// bundle budget, the build served by the Static Web Apps CLI, and the end-to-end suite in Chromium
// against the real stack. Exits non-zero when any step fails. `npm test -- <step name prefix>…` runs
// only those steps. Under a Node older than 24 it fetches Node 24 first (scripts/node24.mjs).
//
// Steps of one group (the two typechecks and the two linters: none reads what another writes) run
// side by side, as many at a time as the machine has cores, each one's output printed whole when it
// ends. The API test files run side by side, each on a database of its own, except those that measure
// time, which run one at a time after them (scripts/test-api.mjs).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { continueUnderNode24 } from './node24.mjs';

await continueUnderNode24();

// V8's compiled code of the modules each process loads (the API's TypeScript, its dependencies, tsc,
// ESLint) is kept on disk and reused by the next process: the API tests alone start some 70 Node
// processes. Measured on the API suite (SQLite): 269 s without, 259 s with (docs/adr/0018).
process.env.NODE_COMPILE_CACHE ??= resolve('node_modules/.cache/node-compile-cache');

const cores = availableParallelism();

/** [name, command, args, group]: consecutive steps of one group run concurrently. */
const steps = [
  // The longest of the group first: the others take turns beside it.
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.'], 'checks'],
  ['typecheck (SPA)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], 'checks'],
  ['typecheck (API)', 'npx', ['tsc', '--noEmit', '-p', 'server/tsconfig.json'], 'checks'],
  ['workflow lint', process.execPath, ['scripts/lint-workflows.mjs'], 'checks'],
  ['OpenAPI lint', process.execPath, ['scripts/lint-openapi.mjs'], 'checks'],
  ['format check (Prettier)', 'npm', ['run', '--silent', 'format:check'], 'checks'],
  ['unit and component tests', 'npx', ['jest', '--ci', `--maxWorkers=${String(cores)}`]],
  ['API tests', process.execPath, ['scripts/test-api.mjs']],
  ['production build', 'npx', ['webpack', '--disable-interpret', '--mode', 'production']],
  ['bundle budget', process.execPath, ['scripts/measure-bundle.mjs', '--check']],
  ['deployment (Static Web Apps CLI, infrastructure)', process.execPath, ['--test', '--test-concurrency=1', 'tests/deploy/**/*.test.ts']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const selected = steps.filter(([name]) => only.length === 0 || only.some((o) => name.startsWith(o)));

/** Runs one step; `buffered` collects its output and prints it once it ends (steps running side by side). */
function run([name, command, args], buffered) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (!buffered) console.log(`\n=== ${name} ===`);
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    const done = (ok) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (buffered) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`--- ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
      resolve(ok);
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.once('close', (code) => done(code === 0));
  });
}

/** Runs the steps `cores` at a time; the results in their order. */
async function runSideBySide(group) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < group.length) {
      const index = next++;
      results[index] = await run(group[index], true);
    }
  };
  await Promise.all(Array.from({ length: Math.min(cores, group.length) }, worker));
  return results;
}

let passed = 0;
let failed = 0;
const started = Date.now();
for (let i = 0; i < selected.length;) {
  const group = selected[i][3];
  let end = i + 1;
  while (group && end < selected.length && selected[end][3] === group) end += 1;
  const batch = selected.slice(i, end);
  const results = batch.length > 1 ? await runSideBySide(batch) : [await run(batch[0], false)];
  passed += results.filter(Boolean).length;
  failed += results.filter((ok) => !ok).length;
  if (batch.some(([name], k) => name === 'production build' && !results[k])) break;
  i = end;
}
console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
