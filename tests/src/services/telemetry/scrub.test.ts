// The scrubbing initializer (issue 14): nothing personal, no query string, no id in a path leaves
// the browser, whatever field of whichever envelope type it sits in.
import { isPersonalKey, looksPersonal, redacted, scrubEnvelope, scrubPath, scrubProperties, scrubText, scrubUrl } from '../../../../src/services/telemetry/scrub';
import { knownRouteTemplate, routeTemplateOf } from '../../../../src/services/telemetry/routeTemplates';

const origin = 'https://portal.example';
const ctx = { templateOf: knownRouteTemplate, origin };
const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXBhcnQ';

describe('URLs', () => {
  test('lose their query string and fragment', () => {
    expect(scrubUrl('https://portal.example/auth/reset-password?token=abc&email=carol%40x.example#top')).toBe('https://portal.example/auth/reset-password');
    expect(scrubUrl('/api/Auth/Login?code=123456')).toBe('/api/Auth/Login');
    expect(scrubUrl('/member/home#section')).toBe('/member/home');
  });

  test('have runs of two or more digits in a path segment replaced by {id}, single digits kept', () => {
    expect(scrubPath('/api/Members/1234/FreezeEvents/56/Transition')).toBe('/api/Members/{id}/FreezeEvents/{id}/Transition');
    expect(scrubPath('/api/v2/Centers/7')).toBe('/api/v2/Centers/7');
    expect(scrubPath('/api/Replays/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('/api/Replays/{id}');
    expect(scrubUrl('https://portal.example/api/Members/1234?x=1')).toBe('https://portal.example/api/Members/{id}');
  });

  test('are named by their route template where one is known (same origin only)', () => {
    expect(scrubUrl('https://portal.example/admin/members/42', ctx.templateOf, origin)).toBe('https://portal.example/admin/members/:memberId');
    expect(scrubUrl('/admin/members/42?tab=consents', ctx.templateOf, origin)).toBe('/admin/members/:memberId');
    expect(scrubUrl('https://other.example/admin/members/42', ctx.templateOf, origin)).toBe('https://other.example/admin/members/{id}');
  });

  test('dependency names (METHOD URL) keep the method', () => {
    expect(scrubUrl('GET /api/Members/1234/PaymentHistory?page=2')).toBe('GET /api/Members/{id}/PaymentHistory');
    expect(scrubUrl('POST https://portal.example/api/Auth/VerifyTwoFactor?code=654321')).toBe('POST https://portal.example/api/Auth/VerifyTwoFactor');
  });

  test('drop a user and password in the address', () => {
    expect(scrubUrl('https://carol:secret@portal.example/member/home')).toBe('https://portal.example/member/home');
  });
});

describe('route templates', () => {
  test('member routes are their catalogue path; the staff member page its template; unknown paths scrubbed', () => {
    expect(routeTemplateOf('/member/home')).toBe('/member/home');
    expect(routeTemplateOf('/member/home/')).toBe('/member/home');
    expect(routeTemplateOf('/admin/members/77')).toBe('/admin/members/:memberId');
    expect(routeTemplateOf('/admin/queue')).toBe('/admin/queue');
    expect(routeTemplateOf('/matching/member-view?requestMemberId=12')).toBe('/matching/member-view');
    expect(routeTemplateOf('/nowhere/12345')).toBe('/nowhere/{id}');
    expect(knownRouteTemplate('/admin/members/abc')).toBeUndefined();
  });
});

describe('personal values', () => {
  test.each([['carol.member@example.com'], [jwt], ['Bearer abcdefghijklmnop'], ['your code is 482913'], ['1985-04-12'], ['12/04/1985']])('%s looks personal', (value) =>
    expect(looksPersonal(value)).toBe(true),
  );

  test.each([['success'], ['credentials'], ['12345'], ['1234567'], ['portal-spa'], ['2.1.0+abc1234']])('%s does not', (value) => expect(looksPersonal(value)).toBe(false));

  test('the release is kept even when its commit holds six digits in a row; anything else under that key is still read', () => {
    expect(scrubProperties({ release: '2.1.0.35024+423114a66509', note: '2.1.0.35024+423114a66509' })).toEqual({ release: '2.1.0.35024+423114a66509', note: redacted });
    expect(scrubProperties({ release: 'code 482913' })).toEqual({ release: redacted });
  });

  test('keys that name something personal are recognised in every spelling', () => {
    for (const key of [
      'name',
      'firstName',
      'last_name',
      'email',
      'eMail',
      'e-mail',
      'userName',
      'username',
      'user',
      'password',
      'resetToken',
      'code',
      'verificationCode',
      'phone',
      'mobileNumber',
      'address',
      'dob',
      'dateOfBirth',
      'birthDate',
    ]) {
      expect([key, isPersonalKey(key)]).toEqual([key, true]);
    }
    for (const key of ['clinicId', 'outcome', 'failureClass', 'durationMs', 'route', 'release', 'action', 'status']) expect([key, isPersonalKey(key)]).toEqual([key, false]);
  });

  test('free text keeps its shape with the personal parts redacted', () => {
    const text = `Login failed for carol.member@example.com with ${jwt} (Bearer abcdefghijklmnopq) code 123456 born 1985-04-12 at https://portal.example/auth/login?next=/member/home`;
    const scrubbed = scrubText(text);
    expect(scrubbed).not.toMatch(/carol|eyJ|abcdefghijklmnopq|123456|1985|next=/);
    expect(scrubbed).toContain('Login failed for [redacted]');
    expect(scrubbed).toContain('https://portal.example/auth/login');
  });

  test('properties: personal keys dropped, personal values redacted, URLs scrubbed, objects never sent', () => {
    expect(
      scrubProperties(
        { outcome: 'failure', userName: 'carol', email: 'carol@x.example', note: 'carol@x.example', route: '/admin/members/42?x=1', nested: { a: 1 }, durationMs: 12, ok: true },
        ctx.templateOf,
        origin,
      ),
    ).toEqual({ outcome: 'failure', note: redacted, route: '/admin/members/:memberId', nested: redacted, durationMs: 12, ok: true });
  });
});

describe('whole envelopes', () => {
  test('a dependency: name, data and target scrubbed; headers removed; the host kept', () => {
    const item = {
      name: 'Microsoft.ApplicationInsights.x.RemoteDependency',
      baseType: 'RemoteDependencyData',
      baseData: {
        name: 'GET /api/Members/1234?include=all',
        data: 'https://portal.example/api/Members/1234?include=all',
        target: 'portal.example',
        requestHeaders: { authorization: `Bearer ${jwt}` },
        responseHeaders: { 'set-cookie': 'x' },
        properties: { email: 'carol@x.example' },
      },
      tags: { 'ai.operation.name': '/admin/members/42?tab=1', 'ai.location.ip': '10.0.0.1' },
    };
    scrubEnvelope(item, ctx);
    expect(item.baseData).toEqual({ name: 'GET /api/Members/{id}', data: 'https://portal.example/api/Members/{id}', target: 'portal.example', properties: {} });
    expect(item.tags).toEqual({ 'ai.operation.name': '/admin/members/:memberId' });
  });

  test('the operation name the SDK takes from the address (a sign-in redirect with its code in the fragment) is scrubbed before it becomes a tag', () => {
    const item = {
      baseType: 'MetricData',
      baseData: { name: 'webVitals.LCP' },
      ext: { trace: { traceID: 'abc', name: '/admin/auth/redirect#code=1r5YksDVbE&state=eyJpZCI6IjEifQ' } },
    };
    scrubEnvelope(item, ctx);
    expect(item.ext.trace).toEqual({ traceID: 'abc', name: '/admin/auth/redirect' });
  });

  test('a page view: uri, refUri and name scrubbed', () => {
    const item = {
      baseType: 'PageviewData',
      baseData: { name: '/admin/members/42', uri: 'https://portal.example/admin/members/42?q=carol', refUri: 'https://portal.example/auth/login?next=%2Fadmin' },
    };
    scrubEnvelope(item, ctx);
    expect(item.baseData).toEqual({ name: '/admin/members/:memberId', uri: 'https://portal.example/admin/members/:memberId', refUri: 'https://portal.example/auth/login' });
  });

  test("an event's name is a code and stays; its properties and item data are scrubbed", () => {
    const item = { baseType: 'EventData', baseData: { name: 'SignIn', properties: { outcome: 'success', username: 'carol' } }, data: { clinicId: '1', token: jwt } };
    scrubEnvelope(item, ctx);
    expect(item.baseData).toEqual({ name: 'SignIn', properties: { outcome: 'success' } });
    expect(item.data).toEqual({ clinicId: '1' });
  });

  test('an exception: message, stack and stack frame file names scrubbed', () => {
    const item = {
      baseType: 'ExceptionData',
      baseData: {
        exceptions: [
          {
            message: 'Could not load carol@x.example from /api/Members/1234?token=abc',
            stack: `Error: ${jwt}\n    at https://portal.example/static/js/main.js?v=1:1:2`,
            parsedStack: [{ fileName: 'https://portal.example/static/js/main.js?v=1' }],
          },
        ],
      },
    };
    scrubEnvelope(item, ctx);
    const [exception] = item.baseData.exceptions;
    expect(exception?.message).toBe('Could not load [redacted] from /api/Members/1234');
    expect(exception?.stack).not.toMatch(/eyJ|\?v=1/);
    expect(exception?.parsedStack[0]?.fileName).toBe('https://portal.example/static/js/main.js');
  });

  test('a trace message is scrubbed like free text', () => {
    const item = { baseType: 'MessageData', baseData: { message: 'reset for dob 1990-01-31 sent to a@b.example' } };
    scrubEnvelope(item, ctx);
    expect(item.baseData.message).toBe(`reset for dob ${redacted} sent to ${redacted}`);
  });
});
