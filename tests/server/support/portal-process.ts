// A portal (server/main.ts) or another server in a process of its own, for tests that need a real
// process: waiting until it answers, and stopping it.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Portal {
  process: ChildProcess;
  base: string;
}

/** Polls `url` until it answers 2xx; fails when the process exits first or the time is up. */
export async function waitUntilAnswering(child: ChildProcess, url: string, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited with ${String(child.exitCode ?? child.signalCode)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${String(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The portal on 127.0.0.1:`port` with the emulators, cheap scrypt, no SMTP listener and no logs; `env` adds to or overrides that. */
export async function startPortal(port: number, env: Record<string, string>): Promise<Portal> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), SMTP_PORT: '0', LOG_LEVEL: 'silent', SCRYPT_LOG2_N: '10', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${String(port)}`;
  try {
    await waitUntilAnswering(child, `${base}/api/health/live`, `portal on ${String(port)}`, 60_000);
  } catch (error) {
    await stopProcess(child, 'SIGKILL');
    throw error;
  }
  return { process: child, base };
}

/** Stops the process (SIGTERM unless told) and waits for it to exit; nothing when it already has. */
export function stopProcess(child: ChildProcess | null | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** The same, as the tests of several instances and of SIGTERM name it. */
export type PortalProcess = Portal;

/** Sends `signal` to the portal and waits for its exit: the exit code (null when killed by the signal). */
export async function stopPortal(portal: Portal | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (!portal) return null;
  await stopProcess(portal.process, signal);
  return portal.process.exitCode;
}
