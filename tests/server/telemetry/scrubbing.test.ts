// The API's telemetry scrubbing (issue 14) on its own: what a span, a log line and a statement may
// carry once scrubbed. The whole path (real process, real exporter) is api-telemetry.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CompiledQuery, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, DummyDriver } from 'kysely';
import { logRecordOf } from '../../../server/telemetry/log-bridge.ts';
import { notFoundRoute, scrubText, scrubUrl, ScrubbingLogRecordProcessor, ScrubbingSpanProcessor, templatePath } from '../../../server/telemetry/scrubbing.ts';
import { statementOperation, statementTable } from '../../../server/telemetry/sqlite-tracing.ts';
import { apiConnectionString, isSdkRequest, isTracedRequest } from '../../../server/telemetry/api-telemetry.ts';
import { testConfig } from '../../../server/config.ts';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiY2Fyb2wifQ.c2lnbmF0dXJl';

void describe('scrubbing', () => {
  void test('free text loses e-mail addresses, tokens and query strings', () => {
    const text = `failed for carol.couple@example.com with Bearer ${token} at https://api.example.org/reset?code=123456&email=a%40b.c and /api/x?token=abc`;
    const scrubbed = scrubText(text);
    for (const secret of ['carol.couple@example.com', token, '123456', 'a%40b.c', 'token=abc']) assert.ok(!scrubbed.includes(secret), scrubbed);
    assert.match(scrubbed, /\[email\]/);
    assert.match(scrubbed, /https:\/\/api\.example\.org\/reset(?!\?)/);
  });

  void test('outgoing addresses keep host and path shape, with ids as :id and no query', () => {
    assert.equal(templatePath('/v2/checkout/orders/5O190127TN364715T/capture'), '/v2/checkout/orders/:id/capture');
    assert.equal(templatePath('/v1/oauth2/token'), '/v1/oauth2/token');
    assert.equal(scrubUrl('https://user:pw@api-m.paypal.com/v3/vault/payment-tokens/8kk8451t?x=1#f'), 'https://api-m.paypal.com/v3/vault/payment-tokens/:id');
    assert.equal(
      scrubUrl('https://cdn.contentful.com/spaces/yadj1kx9rmg0/environments/master/entries?content_type=clinic'),
      'https://cdn.contentful.com/spaces/:id/environments/master/entries',
    );
  });

  void test('a server span keeps only its route template; client addresses, queries and headers go', () => {
    const span = {
      name: 'GET /api/Members/:memberId/MemberAccount/Member',
      kind: 1,
      attributes: {
        'http.route': '/api/Members/:memberId/MemberAccount/Member',
        'url.full': 'http://northside.localhost:8080/api/Members/42/MemberAccount/Member?ivfCenterId=1&email=carol%40example.com',
        'url.path': '/api/Members/42/MemberAccount/Member',
        'url.query': 'ivfCenterId=1&email=carol%40example.com',
        'http.target': '/api/Members/42/MemberAccount/Member?ivfCenterId=1',
        'client.address': '203.0.113.9',
        'http.request.header.authorization': [`Bearer ${token}`],
        'user_agent.original': 'Mozilla/5.0',
        clinicId: 1,
      } as Record<string, unknown>,
      events: [{ name: 'exception', attributes: { 'exception.message': 'no member carol.couple@example.com' } as Record<string, unknown> }],
    };
    new ScrubbingSpanProcessor().onEnd(span);
    assert.equal(span.attributes['url.full'], 'http://northside.localhost:8080/api/Members/:memberId/MemberAccount/Member');
    assert.equal(span.attributes['url.path'], '/api/Members/:memberId/MemberAccount/Member');
    assert.equal(span.attributes['http.target'], '/api/Members/:memberId/MemberAccount/Member');
    for (const gone of ['url.query', 'client.address', 'http.request.header.authorization']) assert.equal(span.attributes[gone], undefined, gone);
    assert.equal(span.attributes.clinicId, 1);
    assert.equal(span.events[0]?.attributes['exception.message'], 'no member [email]');
    assert.ok(!JSON.stringify(span).includes('42/'));
  });

  void test('a server span no route matched is named by the not-found template', () => {
    const span = { name: 'GET', kind: 1, attributes: { 'url.full': 'http://localhost/api/nothing/7?x=1' } as Record<string, unknown>, events: [] };
    new ScrubbingSpanProcessor().onEnd(span);
    assert.equal(span.attributes['http.route'], notFoundRoute);
    assert.equal(span.attributes['url.full'], `http://localhost${notFoundRoute}`);
  });

  void test('SQL text keeps placeholders and loses literals', () => {
    const span = {
      name: 'pg.query:SELECT',
      kind: 2,
      attributes: { 'db.statement': "select * from members where email = 'carol@example.com' and id = $1" } as Record<string, unknown>,
      events: [],
    };
    new ScrubbingSpanProcessor().onEnd(span);
    assert.equal(span.attributes['db.statement'], "select * from members where email = '?' and id = $1");
  });

  void test('log records: message and coded fields only, masked', () => {
    const record = logRecordOf(
      JSON.stringify({
        level: 50,
        msg: 'mail to carol@example.com failed',
        err: { type: 'SmtpError', message: 'x', stack: 'y' },
        userName: 'carol.couple',
        attempt: 3,
        req: { path: '/api/Members/42' },
      }),
    );
    assert.ok(record);
    assert.equal(record.severity.text, 'error');
    assert.deepEqual(record.attributes, { attempt: 3, 'error.type': 'SmtpError' });
    assert.equal(logRecordOf(JSON.stringify({ level: 30, msg: 'incoming request' })), null);
    assert.equal(logRecordOf('not json'), null);
    const emitted = { body: record.body, attributes: { ...record.attributes } };
    new ScrubbingLogRecordProcessor().onEmit(emitted);
    assert.equal(emitted.body, 'mail to [email] failed');
  });
});

void describe('SQLite statement names', () => {
  const db = new Kysely<{ members: { id: number; email: string }; payment_history: { member_id: number } }>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  const named = (compiled: CompiledQuery) => `${statementOperation(compiled.sql)} ${statementTable(compiled.query, compiled.sql) ?? ''}`.trim();

  void test('first word and table, from the query tree', () => {
    assert.equal(named(db.selectFrom('members as m').select('m.id').where('m.email', '=', 'carol@example.com').compile()), 'SELECT members');
    assert.equal(named(db.insertInto('payment_history').values({ member_id: 1 }).compile()), 'INSERT payment_history');
    assert.equal(named(db.updateTable('members').set({ email: 'x@y.z' }).where('id', '=', 1).compile()), 'UPDATE members');
    assert.equal(named(db.deleteFrom('members').where('id', '=', 1).compile()), 'DELETE members');
    assert.equal(named(CompiledQuery.raw('pragma foreign_keys = on')), 'PRAGMA');
    assert.equal(named(CompiledQuery.raw('select count(*) from members where id = ?', [1])), 'SELECT members');
  });
});

void describe('where the API reports', () => {
  void test('the emulator of this process, a configured resource, or nothing', () => {
    const emulated = testConfig({ telemetry: { connectionString: null, useIngestionEmulator: true, replaySampleRate: 0.1, replayRetentionDays: 30 } });
    assert.equal(apiConnectionString(emulated, 8303), 'InstrumentationKey=00000000-0000-4000-8000-00000000c2c0;IngestionEndpoint=http://127.0.0.1:8303/emulators/ingestion/');
    assert.equal(apiConnectionString(emulated, 0), null);
    const off = testConfig({ telemetry: { connectionString: null, useIngestionEmulator: false, replaySampleRate: 0.1, replayRetentionDays: 30 } });
    assert.equal(apiConnectionString(off, 8303), null);
    const azure = 'InstrumentationKey=11111111-2222-4333-8444-555555555555;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/';
    assert.equal(
      apiConnectionString(testConfig({ telemetry: { connectionString: azure, useIngestionEmulator: false, replaySampleRate: 0.1, replayRetentionDays: 30 } }), 8303),
      azure,
    );
  });

  void test('only API calls are requests; the SDK talking to Azure is no dependency', () => {
    assert.equal(isTracedRequest({ url: '/api/Locale' }), true);
    assert.equal(isTracedRequest({ url: '/emulators/ingestion/v2.1/track' }), false);
    assert.equal(isTracedRequest({ url: '/assets/app.js' }), false);
    assert.equal(isTracedRequest({ url: '/api/health/ready' }), false);
    assert.equal(isSdkRequest({ hostname: 'settings.sdk.monitor.azure.com' }), true);
    assert.equal(isSdkRequest({ host: 'westeurope-5.in.applicationinsights.azure.com:443' }), true);
    assert.equal(isSdkRequest({ hostname: 'api-m.paypal.com' }), false);
  });
});
