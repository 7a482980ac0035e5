// Node.js 24 for `npm start` and `npm test` when the machine's own Node is older (architecture §2):
// the official build is fetched once from the npm registry (package node-<platform>-<arch>@24, the
// same binaries nodejs.org publishes) into .tools/node24 of this checkout, without root or a global
// install, and the script carries on under it. Written for Node 20 on purpose: it runs before there
// is a Node 24 (plain JavaScript, nothing newer than Node 18 offers).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

export const REQUIRED_MAJOR = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = process.env.NODE24_CACHE_DIR ? path.resolve(process.env.NODE24_CACHE_DIR) : path.join(root, '.tools');
const nodeDir = path.join(toolsDir, 'node24');
const binDir = path.join(nodeDir, process.platform === 'win32' ? '' : 'bin');
const nodeBinary = path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');

export const runningMajor = Number(process.versions.node.split('.')[0]);

/** The registry package with the Node build for this machine (nodejs.org's names: linux, darwin, win). */
function registryPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  return `node-${platform}-${process.arch}@${REQUIRED_MAJOR}`;
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${String(result.status)}`);
  return result.stdout ?? '';
}

function cachedNodeMajor() {
  if (!existsSync(nodeBinary)) return 0;
  const result = spawnSync(nodeBinary, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim().split('.')[0]) : 0;
}

/**
 * The bin folder of a Node 24 in the cache, fetched first when absent. The download lands in a
 * folder of its own and is renamed into place whole, so an interrupted fetch leaves nothing half-done.
 */
export function ensureNode24() {
  if (cachedNodeMajor() >= REQUIRED_MAJOR) return binDir;
  const pkg = registryPackage();
  console.error(
    `Node.js ${process.versions.node} is older than ${REQUIRED_MAJOR}: fetching Node.js ${REQUIRED_MAJOR} from the npm registry (${pkg}) into ${path.relative(root, nodeDir) || nodeDir}…`,
  );
  const started = Date.now();
  mkdirSync(toolsDir, { recursive: true });
  const work = mkdtempSync(path.join(toolsDir, 'fetch-'));
  try {
    // npm pack downloads the package's tarball without installing anything.
    run('npm', ['pack', '--silent', pkg], { cwd: work });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${pkg} produced no tarball`);
    const unpacked = path.join(work, 'node');
    mkdirSync(unpacked);
    run('tar', ['xzf', tarball, '-C', unpacked, '--strip-components=1'], { cwd: work });
    rmSync(nodeDir, { recursive: true, force: true });
    renameSync(unpacked, nodeDir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (cachedNodeMajor() < REQUIRED_MAJOR) throw new Error(`The fetched ${pkg} does not run on this machine`);
  console.error(`Node.js ${run(nodeBinary, ['--version']).trim()} ready (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  return binDir;
}

/** The environment with Node 24 first on PATH, so `npm`, `npx` and `node` in child processes are Node 24. */
export function node24Env(bin = ensureNode24()) {
  return { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
}

/**
 * Resolves at once under Node 24 or newer. Under an older Node it fetches Node 24 when needed, runs
 * this same script again under it (signals passed on) and exits with its code: the returned promise
 * then never settles, so nothing after the `await` runs under the old Node.
 */
export function continueUnderNode24() {
  if (runningMajor >= REQUIRED_MAJOR) return Promise.resolve();
  const env = node24Env();
  const child = spawn(nodeBinary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
  child.on('error', (error) => {
    console.error(`Could not start ${nodeBinary}: ${error.message}`);
    process.exit(1);
  });
  return new Promise(() => {});
}

// `node scripts/node24.mjs`: prints the bin folder of a Node 24 (fetched when needed), for shell scripts
// such as .ci/run: `PATH="$(node scripts/node24.mjs):$PATH"`. Under Node 24 already it prints that one's.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(runningMajor >= REQUIRED_MAJOR ? path.dirname(process.execPath) : ensureNode24());
}
