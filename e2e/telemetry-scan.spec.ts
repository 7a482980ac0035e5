// The last word on "nothing personal leaves the browser" (issue 14): after every other journey has
// run, every envelope the ingestion emulator received — from the SPA and the API alike — is read and
// searched for the demo personas' and staff's names, e-mails, usernames, birth dates, phones and
// addresses, the demo passwords, JWTs, and query strings carrying a token or a code.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, personaSeeds } from '../server/db/seed/demo-data';
import { entraDemo, STAFF_DEMO_PASSWORD } from '../server/emulators/entra/entra-demo';
import { allPorts } from './support/demo-data';

/** Keys whose values, anywhere in the demo data, are personal. */
const personalKeys = new Set(['userName', 'firstName', 'lastName', 'email', 'name', 'partnerAccount', 'dateOfBirth', 'partnerDateOfBirth', 'phone', 'addressLine1']);

function collect(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (personalKeys.has(key) && typeof inner === 'string' && inner.trim().length >= 3) into.add(inner.trim());
      else collect(inner, into);
    }
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('no envelope of the whole suite holds anything personal', async ({ request }) => {
  const forbidden = new Set<string>([DEMO_PASSWORD, STAFF_DEMO_PASSWORD]);
  collect(personaSeeds, forbidden);
  collect(entraDemo.staff, forbidden);
  // Clinic-level words that happen to share a persona's field name are not personal.
  const words = [...forbidden].map((word) => ({ word, pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, 'iu') }));
  expect(words.length).toBeGreaterThan(20);

  // Each worker's API has its own ingestion emulator: all of them are read.
  const envelopes: { id: number; name: string; envelope: unknown }[] = [];
  for (const port of allPorts) {
    const response = await request.get(`http://localhost:${String(port)}/emulators/ingestion/envelopes?limit=10000`);
    expect(response.ok()).toBe(true);
    envelopes.push(...((await response.json()) as typeof envelopes));
  }
  // The journeys before this one sent telemetry; an empty database would prove nothing.
  expect(envelopes.length).toBeGreaterThan(0);

  const findings: string[] = [];
  for (const stored of envelopes) {
    const text = JSON.stringify(stored.envelope);
    for (const { word, pattern } of words) if (pattern.test(text)) findings.push(`envelope ${stored.id} (${stored.name}) holds a persona's "${word}"`);
    if (/eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/.test(text)) findings.push(`envelope ${stored.id} (${stored.name}) holds a JWT`);
    const query = /[?&](token|code|access_token|id_token|refresh_token|password|email|username|state)=/i.exec(text);
    if (query) findings.push(`envelope ${stored.id} (${stored.name}) holds a query string with a token or code: …${text.slice(Math.max(0, query.index - 80), query.index + 12)}…`);
    if (/bearer\s+[A-Za-z0-9._~+/=-]{8,}/i.test(text)) findings.push(`envelope ${stored.id} (${stored.name}) holds a bearer token`);
  }
  expect(findings).toEqual([]);
});
