// Route schemas are compiled on a route's first use (server/plugins/lazy-schemas.ts): nothing is
// compiled while the app gets ready, a route's validators and serializers work as compiled ones did
// (the failure Fastify reports, the fields a serializer leaves out), each is compiled once, and
// `compileAllSchemas` compiles every schema of the API, so one that cannot compile still fails a test.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { lazySchemas } from '../../../server/plugins/lazy-schemas.ts';
import { strictValidatorFactory } from '../../../server/plugins/strict-validation.ts';
import { createTestApp } from '../support/test-app.ts';

/** An app with one route, counting the compilations of its validators. */
async function oneRoute(responseSchema: object = { type: 'object', properties: { total: { type: 'integer' } } }) {
  const compiled = { validators: 0 };
  type Pool = (externalSchemas: unknown, options: unknown) => (route: unknown) => unknown;
  const strict = strictValidatorFactory() as unknown as Pool;
  const counting: Pool = (externalSchemas, options) => {
    const pool = strict(externalSchemas, options);
    return (route) => {
      compiled.validators += 1;
      return pool(route);
    };
  };
  const schemas = lazySchemas(counting as unknown as ReturnType<typeof strictValidatorFactory>);
  const app = Fastify({ schemaController: { compilersFactory: schemas.compilersFactory } });
  app.post(
    '/sum',
    {
      schema: {
        body: { type: 'object', required: ['a', 'b'], additionalProperties: false, properties: { a: { type: 'integer' }, b: { type: 'integer' } } },
        response: { 200: responseSchema },
      },
    },
    (request, reply) => {
      const { a, b } = request.body as { a: number; b: number };
      return reply.send({ total: a + b, secret: 'left out by the serializer' });
    },
  );
  await app.ready();
  return { app, compiled, schemas };
}

void describe('route schemas compiled on first use', () => {
  void test('nothing is compiled at start; the first request compiles its route, later ones reuse it', async () => {
    const { app, compiled } = await oneRoute();
    assert.equal(compiled.validators, 0);
    const first = await app.inject({ method: 'POST', url: '/sum', payload: { a: 2, b: 3 } });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { total: 5 }, 'the serializer leaves out what its schema does not name');
    assert.equal(compiled.validators, 1);
    const second = await app.inject({ method: 'POST', url: '/sum', payload: { a: 4, b: 5 } });
    assert.deepEqual(second.json(), { total: 9 });
    assert.equal(compiled.validators, 1, 'compiled once');
    await app.close();
  });

  void test('a body that fails its schema is refused with the failure named, the first time and the next', async () => {
    const { app } = await oneRoute();
    for (const payload of [{ a: '2', b: 3 }, { a: 2 }, { a: 1.5, b: 3 }]) {
      const response = await app.inject({ method: 'POST', url: '/sum', payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json<{ message: string }>().message, /^body/, JSON.stringify(payload));
    }
    await app.close();
  });

  void test('compileAll compiles what waits, once; a schema that cannot compile throws there', async () => {
    const { app, schemas } = await oneRoute();
    assert.equal(schemas.compileAll(), 2, 'the body validator and the 200 serializer');
    assert.equal(schemas.compileAll(), 0);
    await app.close();
    const broken = await oneRoute({ type: 'object', properties: { total: { $ref: '#/definitions/missing' } } });
    assert.throws(() => broken.schemas.compileAll());
    await broken.app.close();
  });

  void test('the background compilation compiles what waits, a slice at a time, while requests are served', async () => {
    const { app, schemas, compiled } = await oneRoute();
    const background = schemas.compileInBackground();
    // A request made meanwhile is answered, and its route is compiled once in all.
    assert.equal((await app.inject({ method: 'POST', url: '/sum', payload: { a: 1, b: 1 } })).json<{ total: number }>().total, 2);
    assert.ok((await background) <= 2);
    assert.equal(schemas.compileAll(), 0);
    assert.equal(compiled.validators, 1);
    await app.close();
  });

  void test('every schema of the API compiles', async () => {
    const t = await createTestApp();
    try {
      const count = t.app.compileAllSchemas();
      assert.ok(count > 500, `compiled ${String(count)} schemas`);
      assert.equal(t.app.compileAllSchemas(), 0);
      // Still answering after compiling everything.
      assert.equal((await t.inject({ method: 'GET', url: '/api/Configuration' })).statusCode, 200);
    } finally {
      await t.close();
    }
  });
});
