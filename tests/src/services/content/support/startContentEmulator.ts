// Starts the real content emulator in a child Node process (Node runs the server's TypeScript
// natively; jest's CommonJS transform cannot load the ESM server code) and drives its test-only
// fault injection over the IPC channel.
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { EmulatorCommand, EmulatorMessage } from '../../../../../server/emulators/content/serve-content-emulator.ts';

export interface RunningContentEmulator {
  port: number;
  /** host:port for the content settings. */
  host: string;
  basePath: string;
  failNext(count: number, status?: number): Promise<void>;
  dropNext(count: number): Promise<void>;
  reset(): Promise<void>;
  requestCount(): Promise<number>;
  stop(): Promise<void>;
}

const SCRIPT = resolve(__dirname, '../../../../../server/emulators/content/serve-content-emulator.ts');

export async function startContentEmulator(): Promise<RunningContentEmulator> {
  const child: ChildProcess = fork(SCRIPT, ['--port', '0', '--host', '127.0.0.1'], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  const listening = await new Promise<Extract<EmulatorMessage, { type: 'listening' }>>((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error('content emulator did not start')), 10_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`content emulator exited with ${String(code)}`)));
    child.once('message', (message: EmulatorMessage) => {
      clearTimeout(timer);
      if (message.type === 'listening') resolvePort(message);
      else reject(new Error('unexpected first message from the content emulator'));
    });
  });
  child.removeAllListeners('exit');

  // Commands are answered in order, one 'done' message each.
  const command = (message: EmulatorCommand) =>
    new Promise<number>((resolveCount) => {
      child.once('message', (answer: EmulatorMessage) => {
        resolveCount(answer.type === 'done' ? answer.requestCount : -1);
      });
      child.send(message);
    });

  return {
    port: listening.port,
    host: `127.0.0.1:${listening.port}`,
    basePath: listening.prefix,
    failNext: async (count, status) => {
      await command({ type: 'failNext', count, ...(status ? { status } : {}) });
    },
    dropNext: async (count) => {
      await command({ type: 'dropNext', count });
    },
    reset: async () => {
      await command({ type: 'reset' });
    },
    requestCount: () => command({ type: 'requestCount' }),
    stop: () =>
      new Promise<void>((resolveStop) => {
        child.once('exit', () => resolveStop());
        child.disconnect();
      }),
  };
}
