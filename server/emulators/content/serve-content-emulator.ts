// Runs the content emulator on its own, outside the portal API:
//   node server/emulators/content/serve-content-emulator.ts [--port 4010] [--host 127.0.0.1]
// When started by a test through child_process.fork, it reports its port over the IPC channel
// and takes fault-injection commands there (see tests/src/services/content/support).
import Fastify from 'fastify';
import { parseArgs } from 'node:util';
import { contentEmulator } from './content-emulator.ts';
import { createContentFaultInjector } from './content-faults.ts';

export type EmulatorCommand = { type: 'failNext'; count: number; status?: number } | { type: 'dropNext'; count: number } | { type: 'reset' } | { type: 'requestCount' };

export type EmulatorMessage = { type: 'listening'; port: number; prefix: string } | { type: 'done'; command: EmulatorCommand['type']; requestCount: number };

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    prefix: { type: 'string', default: '/emulators/content' },
  },
});

const send = process.send?.bind(process);
const faults = send ? createContentFaultInjector() : undefined;
const app = Fastify({ logger: false });
await app.register(contentEmulator, { prefix: values.prefix, ...(faults ? { faults } : {}) });
await app.listen({ host: values.host, port: Number(values.port) });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : Number(values.port);

if (send && faults) {
  process.on('message', (command: EmulatorCommand) => {
    switch (command.type) {
      case 'failNext':
        faults.failNext(command.count, command.status);
        break;
      case 'dropNext':
        faults.dropNext(command.count);
        break;
      case 'reset':
        faults.reset();
        break;
      case 'requestCount':
        break;
    }
    send({ type: 'done', command: command.type, requestCount: faults.requestCount } satisfies EmulatorMessage);
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  send({ type: 'listening', port, prefix: values.prefix } satisfies EmulatorMessage);
} else {
  console.log(`Content emulator listening on http://${values.host}:${port}${values.prefix}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}
