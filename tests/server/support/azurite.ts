// Starts the Azurite Blob Storage emulator (the npm package, run by Node) on a free loopback port
// with in-memory persistence, for the Azure photo storage tests. Failing to start is an error,
// never a skipped test.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { freePort } from './free-port.ts';

/** The storage account this emulator knows (AZURITE_ACCOUNTS): a fresh random key for every start. */
const account = 'portaltests';

export interface Azurite {
  connectionString: string;
  close(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startAzurite(timeoutMs = 20_000): Promise<Azurite> {
  const port = await freePort();
  const accountKey = randomBytes(32).toString('base64');
  const main = createRequire(import.meta.url).resolve('azurite/dist/src/blob/main.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [main, '--blobHost', '127.0.0.1', '--blobPort', String(port), '--inMemoryPersistence', '--silent', '--skipApiVersionCheck', '--disableTelemetry', '--loose'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, AZURITE_ACCOUNTS: `${account}:${accountKey}` } },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`Azurite did not start on 127.0.0.1:${port} (exit ${String(child.exitCode)}): ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${account};AccountKey=${accountKey};BlobEndpoint=http://127.0.0.1:${port}/${account};`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
