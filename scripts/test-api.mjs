// The API test files (`npm run test:api`, the API step of `npm test`, and CI's run on PostgreSQL):
// first as many files at a time as the machine has cores, each building its API on a database of its
// own (an in-memory SQLite, or a PostgreSQL schema of its own) with servers on free ports; then, one
// at a time, the files whose first line says "Runs alone in npm test": they measure time (equal answer
// times, time limits, a process's start and shutdown), which another file on the same cores disturbs.
// Arguments: the files to run instead of all of them (the same two passes). Exits non-zero when a
// test fails. Under a Node older than 24 it fetches Node 24 first (scripts/node24.mjs).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { continueUnderNode24 } from './node24.mjs';

await continueUnderNode24();

// V8's compiled code of the modules each process loads (the API's TypeScript, its dependencies, tsc,
// ESLint) is kept on disk and reused by the next process: the API tests alone start some 70 Node
// processes. Measured on the API suite (SQLite): 269 s without, 259 s with (docs/adr/0018).
process.env.NODE_COMPILE_CACHE ??= resolve('node_modules/.cache/node-compile-cache');

const aloneMarker = '// Runs alone in npm test';
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync('tests/server', { recursive: true })
        .map((file) => join('tests/server', String(file)))
        .filter((file) => file.endsWith('.test.ts'))
        .sort();
if (files.length === 0) {
  console.error('No API test files found (tests/server/**/*.test.ts): run this from the repository root.');
  process.exit(1);
}
const alone = files.filter((file) => readFileSync(file, 'utf8').startsWith(aloneMarker));
const together = files.filter((file) => !alone.includes(file));

/** Runs node's test runner over `group` with `concurrency` files at a time; resolves to whether all passed. */
function run(group, concurrency) {
  if (group.length === 0) return Promise.resolve(true);
  console.log(`\n# ${String(group.length)} API test file(s), ${String(concurrency)} at a time`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', `--test-concurrency=${String(concurrency)}`, ...group], { stdio: 'inherit' });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
}

// At most eight files at once: each holds a few database connections (PostgreSQL allows 100 by default).
const togetherPassed = await run(together, Math.min(availableParallelism(), 8));
const alonePassed = await run(alone, 1);
process.exitCode = togetherPassed && alonePassed ? 0 : 1;
