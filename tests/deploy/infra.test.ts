// What can be checked of deploy/infra without Azure or the Bicep compiler: every module and file the
// templates name exists, the parameter files give exactly parameters main.bicep declares (and every
// one without a default), and the settings the template gives the API pass the API's own production
// configuration check (server/config.ts), so no required setting is missing from the deployment.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { loadConfig } from '../../server/config.ts';

const infra = 'deploy/infra';
const bicepFiles = [join(infra, 'main.bicep'), ...readdirSync(join(infra, 'modules')).map((name) => join(infra, 'modules', name))];
const main = readFileSync(join(infra, 'main.bicep'), 'utf8');

/** `param name type` declarations of a Bicep file, with whether they have a default. */
function params(source: string): Map<string, { hasDefault: boolean }> {
  const found = new Map<string, { hasDefault: boolean }>();
  for (const match of source.matchAll(/^param (\w+) [\w.]+( =)?/gm)) found.set(match[1] ?? '', { hasDefault: match[2] !== undefined });
  return found;
}

/** The `NAME: value` lines of a Bicep object variable (`var name = { … }`). */
function objectVariable(source: string, name: string): Map<string, string> {
  const start = source.indexOf(`var ${name} = {`);
  assert.notEqual(start, -1, `var ${name}`);
  const body = source.slice(start, source.indexOf('\n}', start));
  return new Map([...body.matchAll(/^ {2}(\w+): (.+)$/gm)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]));
}

void describe('deploy/infra (Bicep, checked without the compiler)', () => {
  void test('every module, loaded file and parameter file the templates name exists', () => {
    for (const file of bicepFiles) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^module \w+ '([^']+)'/gm)) assert.ok(existsSync(join(dirname(file), match[1] ?? '')), `${file}: module ${match[1] ?? ''}`);
      for (const match of source.matchAll(/loadTextContent\('([^']+)'\)/g)) {
        const loaded = join(dirname(file), match[1] ?? '');
        assert.ok(existsSync(loaded), `${file}: ${loaded}`);
        JSON.parse(readFileSync(loaded, 'utf8'));
      }
    }
  });

  for (const environment of ['dev', 'prod']) {
    void test(`main.${environment}.parameters.json gives declared parameters, and all that have no default`, () => {
      const file = JSON.parse(readFileSync(join(infra, `main.${environment}.parameters.json`), 'utf8')) as { parameters: Record<string, { value: unknown }> };
      const declared = params(main);
      for (const name of Object.keys(file.parameters)) assert.ok(declared.has(name), `${name} is not a parameter of main.bicep`);
      // The pipeline passes the password (a stored secret) and the image on the command line.
      const onCommandLine = new Set(['postgresAdminPassword', 'apiImage']);
      for (const [name, { hasDefault }] of declared) if (!hasDefault && !onCommandLine.has(name)) assert.ok(name in file.parameters, `${name} has no default and no value`);
      assert.equal(file.parameters.environmentName?.value, environment);
    });
  }

  void test('the settings the API gets in Azure pass its production configuration check', () => {
    const plain = objectVariable(main, 'apiSettings');
    const secrets = objectVariable(readFileSync(join(infra, 'modules/api.bicep'), 'utf8'), 'secretSettings');
    // Values of what the template computes at deployment (parameters, outputs, Key Vault secrets).
    const deployed: Record<string, string> = {
      TRUST_PROXY: '2',
      MAIL_FROM: 'Cryo Member Portal <no-reply@portal.example.org>',
      CONTENTFUL_SPACE: 'space-id',
      CONTENTFUL_ENVIRONMENT: 'master',
      PAYPAL_BASE_URL: 'https://api-m.paypal.com',
      PAYPAL_CLIENT_ID: 'paypal-client-id',
      REPLAY_SAMPLE_RATE: '0.1',
      ENTRA_TENANT_IDS: '11111111-2222-4333-8444-555555555555',
      ENTRA_SPA_CLIENT_ID: '21111111-2222-4333-8444-555555555555',
      ENTRA_API_CLIENT_ID: '31111111-2222-4333-8444-555555555555',
      ENTRA_API_SCOPE: 'api://cryo-portal-api/access_as_user',
      APPLICATIONINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=41111111-2222-4333-8444-555555555555;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/',
      LOG_ANALYTICS_WORKSPACE_ID: '51111111-2222-4333-8444-555555555555',
      DATABASE_URL: 'postgres://portaladmin:secret@cryo-portal-pg.postgres.database.azure.com:5432/portal?sslmode=require',
      REDIS_URL: 'rediss://:key@cryo-portal-redis.redis.cache.windows.net:6380',
      AZURE_STORAGE_CONNECTION_STRING: 'DefaultEndpointsProtocol=https;AccountName=cryoportalst;AccountKey=a2V5;EndpointSuffix=core.windows.net',
      JWT_SECRET: 'x'.repeat(64),
      PII_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      PHOTO_URL_KEY: Buffer.alloc(32, 2).toString('base64'),
      CAPTCHA_HMAC_KEY: 'c'.repeat(48),
      PAYPAL_CLIENT_SECRET: 'paypal-client-secret',
      CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
      SMTP_URL: 'smtps://user:password@smtp.example.org:465',
    };
    const env: Record<string, string> = {};
    for (const [name, expression] of plain) {
      // A string literal, or a variable of main.bicep that is one.
      const value = /^\w+$/.test(expression) ? (new RegExp(`^var ${expression} = (.+)$`, 'm').exec(main)?.[1] ?? expression) : expression;
      const literal = /^'([^']*)'$/.exec(value);
      if (literal) env[name] = literal[1] ?? '';
      else {
        assert.ok(name in deployed, `${name} = ${value}: give this test a deployed value`);
        env[name] = deployed[name] ?? '';
      }
    }
    for (const name of secrets.keys()) {
      assert.ok(name in deployed, `${name}: give this test a secret value`);
      env[name] = deployed[name] ?? '';
    }
    assert.equal(env.NODE_ENV, 'production');
    const config = loadConfig(env);
    assert.equal(config.nodeEnv, 'production');
    assert.equal(config.emulators, false);
    assert.equal(config.photoStorage.kind, 'azure-blob');
    assert.equal(config.replayStorage.kind, 'azure-blob');
    assert.equal(config.telemetryQuery.source, 'log-analytics');
    assert.equal(config.entra.mode, 'tenant');
    assert.deepEqual(config.trustProxy, 2);
  });
});
