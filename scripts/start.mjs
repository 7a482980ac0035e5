// `npm start`: builds the SPA when needed, then starts the API with the emulators and serves the SPA
// on http://localhost:8080 (PORT overrides), with demo clinics and personas seeded.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { continueUnderNode24 } from './node24.mjs';

await continueUnderNode24();
buildIfStale();
const port = process.env.PORT ?? '8080';
// The API's V8 young generation and malloc arenas as in the container (docs/adr/0012).
const child = spawn(process.execPath, ['--max-semi-space-size=16', 'server/main.ts'], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env, PORT: port, SPA_DIST: process.env.SPA_DIST ?? 'dist' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
