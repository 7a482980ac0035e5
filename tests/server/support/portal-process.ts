// Starts the real API (server/main.ts) in a process of its own, for tests of what only a process
// shows: being killed, draining on SIGTERM, several instances on one database.
import { spawn, type ChildProcess } from 'node:child_process';

export interface PortalProcess {
  process: ChildProcess;
  base: string;
}

/** Starts server/main.ts on `port` and waits until /api/health/live answers. */
export async function startPortal(port: number, env: Record<string, string>): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), SMTP_PORT: '0', LOG_LEVEL: 'silent', SCRYPT_LOG2_N: '10', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`portal on ${String(port)} exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${base}/api/health/live`)).ok) return { process: child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind the failed test (it would keep the test process alive).
      child.kill('SIGKILL');
      throw new Error(`portal on ${String(port)} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends `signal` and waits for the exit: the exit code (null when killed by the signal). */
export function stopPortal(portal: PortalProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (!portal || portal.process.exitCode !== null || portal.process.signalCode !== null) return Promise.resolve(portal?.process.exitCode ?? null);
  return new Promise((resolve) => {
    portal.process.once('exit', (code) => resolve(code));
    portal.process.kill(signal);
  });
}
