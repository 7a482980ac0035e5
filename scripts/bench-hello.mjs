// The reference of `npm run bench` (issue 16): a bare Fastify route answering {"hello":"world"}, no
// plugins, hooks or logging, in a process of its own on a random loopback port. It prints its port on
// standard output, then answers until it is killed. The API's figures are printed as ratios to it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(String(app.server.address().port));
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
