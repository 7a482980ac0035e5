// An Application Insights ingestion endpoint for `npm run bench` (issue 14) that accepts every track
// post and keeps nothing: in production the API's telemetry goes to Azure over the network, so the
// bench measures the API's own telemetry cost (instrumentation, span processing, export) and not the
// ingestion emulator storing every envelope in the API's own process and database. Runs as a process
// of its own; prints its port on standard output, then answers until it is killed, when it says on
// standard error how many envelopes arrived (to tell whether the exporter dropped any).
import { createServer } from 'node:http';

const marker = Buffer.from('"iKey"');
let envelopes = 0;
let posts = 0;
const server = createServer((request, response) => {
  posts++;
  request.on('data', (chunk) => {
    // Uncompressed JSON (a loopback endpoint is never gzipped): one "iKey" per envelope. A key split between chunks is missed.
    for (let at = chunk.indexOf(marker); at !== -1; at = chunk.indexOf(marker, at + marker.length)) envelopes++;
  });
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"itemsReceived":0,"itemsAccepted":0,"errors":[]}');
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => {
  console.error(`  ingestion sink: ${envelopes} envelopes in ${posts} posts`);
  process.exit(0);
});
