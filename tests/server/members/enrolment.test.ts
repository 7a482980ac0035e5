// Enrolment (architecture §5): anonymous registration matched against the clinic's pre-loaded
// patient records (mismatch → 422 + subCode 3, a record enrols once → 409), validation (400 with
// `errors`), the per-ip rate limit, and the pre-empt register step of paula.pending.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import type { RegistrationDetails, RegistrationRequest } from '../../../contract/api/member-area.ts';
import type { Member } from '../../../contract/api/members.ts';
import { bearer, createTestApp, solvedCaptcha, type TestApp } from '../support/test-app.ts';
import { fieldErrors } from '../support/problems.ts';

const nadia = {
  namePrefix: 'Ms',
  firstName: 'Nadia',
  lastName: 'Okafor',
  addressLine1: '12 Riverside Walk',
  addressLine2: null,
  city: 'London',
  state: null,
  stateOther: 'Greater London',
  zip: 'SE1 7PB',
  country: 'GB',
  phone: '+44 7400 123456',
  email: 'nadia.okafor@example.com',
  dateOfBirth: '1991-04-12',
};

void describe('enrolment', () => {
  let t: TestApp;
  let thamesSiteId = 0;
  let ipCounter = 0;
  before(async () => {
    t = await createTestApp({ rateLimits: { registration: { limit: 3, windowMs: 60 * 60_000 } } });
    thamesSiteId = (await t.db.selectFrom('collection_sites').select('id').where('center_id', '=', 2).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  after(() => t.close());

  const nadiasRequest = (overrides: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
    ivfCenterId: 2,
    uiCulture: 'en-GB',
    userName: 'nadia.okafor',
    password: 'Nadia-Portal-2026!',
    confirmPassword: 'Nadia-Portal-2026!',
    offsiteStorageType: 'FertilityPreservation',
    fertPresReason: 'CancerTreatment',
    collectionSiteId: thamesSiteId,
    isMinor: false,
    primary: nadia,
    secondary: null,
    ...overrides,
  });
  /** Each call from its own address unless told otherwise, so only the rate-limit test meets the limit. */
  const register = async (body: unknown, remoteAddress = `10.1.0.${String(++ipCounter)}`) =>
    t.inject({ method: 'POST', url: '/api/Members/Registration', payload: { captcha: await solvedCaptcha(t), ...(body as Record<string, unknown>) }, remoteAddress });
  const errorsOf = (response: { json: <T>() => T }) => fieldErrors(response);

  void test('details that do not match the clinic records: 422 + subCode 3, explaining why', async () => {
    const wrongBirthDate = await register(nadiasRequest({ primary: { ...nadia, dateOfBirth: '1991-04-13' } }));
    assert.equal(wrongBirthDate.statusCode, 422);
    const problem = wrongBirthDate.json<{ subCode: number; detail: string }>();
    assert.equal(problem.subCode, 3);
    assert.match(problem.detail, /what the clinic has on file/);
    const wrongContact = await register(nadiasRequest({ primary: { ...nadia, phone: '07400999999', addressLine1: '99 Other Road', zip: 'N1 1AA' } }));
    assert.equal(wrongContact.statusCode, 422);
    const wrongFirstName = await register(nadiasRequest({ primary: { ...nadia, firstName: 'Nadine' } }));
    assert.equal(wrongFirstName.statusCode, 422);
    const otherClinic = await register(nadiasRequest({ ivfCenterId: 1, offsiteStorageType: null, fertPresReason: null, collectionSiteId: null }));
    assert.equal(otherClinic.statusCode, 422, 'records belong to their clinic');
  });

  void test('validation failures are 400 with errors per field', async () => {
    const response = await register(
      nadiasRequest({
        confirmPassword: 'Something-Else-2026',
        isMinor: true,
        fertPresReason: null,
        collectionSiteId: 9999,
        primary: { ...nadia, email: 'nadia@', phone: '1234-5678' },
      }),
    );
    assert.equal(response.statusCode, 400);
    const errors = errorsOf(response);
    for (const key of ['body/confirmPassword', 'body/isMinor', 'body/fertPresReason', 'body/collectionSiteId', 'body/primary/email', 'body/primary/phone']) {
      assert.ok(errors[key], `${key} in ${JSON.stringify(errors)}`);
    }
    const impossibleDate = await register(nadiasRequest({ primary: { ...nadia, dateOfBirth: '1991-02-30' } }));
    assert.ok(errorsOf(impossibleDate)['body/primary/dateOfBirth']);
    const future = await register(nadiasRequest({ primary: { ...nadia, dateOfBirth: '2999-01-01' } }));
    assert.ok(errorsOf(future)['body/primary/dateOfBirth']);
    const noPlan = await register(nadiasRequest({ offsiteStorageType: null }));
    assert.ok(errorsOf(noPlan)['body/offsiteStorageType'], 'Thames offers fertility preservation, so a plan is required');
    const schema = await register({ ...nadiasRequest(), primary: { ...nadia, lastName: undefined } });
    assert.equal(schema.statusCode, 400);
    assert.ok(errorsOf(schema)['body/primary/lastName']);
    const taken = await register(nadiasRequest({ userName: 'Grace.Egg' }));
    assert.equal(taken.statusCode, 409);
  });

  void test('Nadia registers at Thames for fertility preservation (nine identical requests at once: one 201, eight 409), then signs in', async () => {
    const answers = await Promise.all(Array.from({ length: 9 }, () => register(nadiasRequest())));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409, 409, 409, 409, 409, 409, 409, 409], answers.map((a) => a.body).join('\n'));
    for (const answer of answers.filter((a) => a.statusCode === 409)) assert.match(String(answer.headers['content-type']), /^application\/problem\+json/);
    assert.equal((await t.db.selectFrom('members').select('id').where('user_name_key', '=', 'nadia.okafor').execute()).length, 1);
    const response = answers.find((answer) => answer.statusCode === 201) ?? assert.fail('no 201');
    const { memberId } = response.json<{ memberId: number }>();
    assert.ok(memberId > 0);

    const session = await t.login('nadia.okafor', 'Nadia-Portal-2026!', 2);
    assert.equal(session.memberId, memberId);
    const member = (await t.inject({ method: 'GET', url: `/api/Members/${memberId}/MemberAccount/Member`, headers: bearer(session.accessToken) })).json<Member>();
    assert.equal(member.memberType, 'EggCryo');
    assert.equal(member.typeId, 'GCR');
    assert.equal(member.registrationStageId, 'REGI');
    assert.equal(member.ivfCenterId, 2);
    assert.equal(member.profile.offsiteStorageType, 'FertilityPreservation');
    assert.equal(member.profile.firstName, 'Nadia');
    assert.equal(member.profile.dateOfBirth, '1991-04-12');
    const appointments = (await t.inject({ method: 'GET', url: `/api/Members/${memberId}/CollectionAppointment`, headers: bearer(session.accessToken) })).json<
      CollectionAppointment[]
    >();
    assert.equal(appointments[0]?.state, 'PatientEnrollmentPending');
    assert.equal(appointments[0]?.collectionSiteId, thamesSiteId);

    const row = await t.db.selectFrom('members').select(['pii', 'phone_hash', 'name_dob_hash']).where('id', '=', memberId).executeTakeFirstOrThrow();
    assert.ok(row.pii.startsWith('v1:') && !row.pii.includes('Okafor') && !row.pii.includes('Riverside'));
    assert.ok(row.phone_hash && row.name_dob_hash && !row.phone_hash.includes('7400'));
    const record = await t.db.selectFrom('clinic_patient_records').select(['status', 'member_id']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    assert.equal(record.status, 'USED');

    const second = await register(nadiasRequest({ userName: 'nadia.again' }));
    assert.equal(second.statusCode, 409);
  });

  void test('a partner phone that is no valid number is refused with a field error of its own', async () => {
    for (const phone of ['555-01', '07400 12345 678', '+44 7400 abc']) {
      const response = await register(nadiasRequest({ secondary: { ...nadia, firstName: 'Sam', email: 'sam@example.com', phone, sameAddressAsPrimary: true } }));
      assert.equal(response.statusCode, 400, phone);
      const errors = errorsOf(response);
      assert.ok(errors['body/secondary/phone'], `${phone}: ${JSON.stringify(errors)}`);
      assert.equal(errors['body/primary/phone'], undefined, `${phone}: only the partner's phone is wrong`);
    }
  });

  void test("Leo registers at Northside with his phone in another format and a different address line; his partner's phone is kept in E.164", async () => {
    const response = await register({
      ...nadiasRequest(),
      ivfCenterId: 1,
      uiCulture: 'en-US',
      userName: 'leo.martins',
      offsiteStorageType: null,
      fertPresReason: null,
      collectionSiteId: null,
      primary: {
        ...nadia,
        namePrefix: null,
        firstName: 'leo',
        lastName: 'MARTINS',
        dateOfBirth: '1988-09-30',
        phone: '+1 617-555-0199',
        addressLine1: '44 Harbour St, Apt 2',
        city: 'Boston',
        state: 'MA',
        stateOther: null,
        zip: '02110',
        country: 'US',
        email: 'leo@example.com',
      },
      secondary: { ...nadia, firstName: 'Maya', lastName: 'Martins', email: 'maya@example.com', country: 'US', phone: '617.555.0123', sameAddressAsPrimary: true },
    });
    assert.equal(response.statusCode, 201, response.body);
    const row = await t.db.selectFrom('members').select('pii').where('user_name_key', '=', 'leo.martins').executeTakeFirstOrThrow();
    const stored = t.app.portal.services.members.personalData(row);
    assert.equal(stored.profile.phone, '+16175550199');
    assert.equal(stored.secondary?.phone, '+16175550123', 'the partner phone is normalised like the member’s own');
    const session = await t.login('leo.martins', 'Nadia-Portal-2026!', 1);
    const member = (await t.inject({ method: 'GET', url: `/api/Members/${session.memberId}/MemberAccount/Member`, headers: bearer(session.accessToken) })).json<Member>();
    assert.equal(member.memberType, 'SpermCryo');
    assert.equal(member.profile.lastName, 'Martins', "the clinic's spelling of locked fields is kept");
  });

  void test('registration is rate limited per address: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await register(nadiasRequest({ userName: `flood${String(i)}` }), '10.9.9.9')).statusCode);
    assert.deepEqual(statuses.slice(0, 3), [409, 409, 409]);
    const limited = await register(nadiasRequest(), '10.9.9.9');
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });

  void test('paula.pending: RegistrationDetails from the clinic record, then CompleteRegistration → REGI', async () => {
    const paula = await t.login('paula.pending');
    const base = `/api/Members/${paula.memberId}/MemberAccount`;
    const detailsResponse = await t.inject({ method: 'GET', url: `${base}/RegistrationDetails`, headers: bearer(paula.accessToken) });
    assert.equal(detailsResponse.statusCode, 200, detailsResponse.body);
    const details = detailsResponse.json<RegistrationDetails>();
    assert.equal(details.primary.firstName, 'Paula');
    assert.equal(details.primary.lastName, 'Reyes');
    assert.equal(details.primary.dateOfBirth, '1989-05-22');
    assert.equal(details.primary.email, 'paula.pending@example.com');
    assert.deepEqual([...details.lockedFields].sort(), ['primary.dateOfBirth', 'primary.firstName', 'primary.lastName']);

    const typed = {
      namePrefix: details.primary.namePrefix ?? null,
      firstName: 'Paula',
      lastName: 'Reyes',
      dateOfBirth: '1989-05-22',
      email: 'paula.pending@example.com',
      phone: '(508) 555-0177',
      addressLine1: '18 Lincoln Square',
      addressLine2: null,
      city: 'Worcester',
      state: 'MA',
      stateOther: null,
      zip: '01608',
      country: 'US',
    };
    const partner = { ...typed, firstName: 'Rosa', email: 'rosa@example.com', phone: '508 555 0188', sameAddressAsPrimary: true };
    const complete = (primary: typeof typed, isMinor = false, secondary: typeof partner = partner) =>
      t.inject({
        method: 'PUT',
        url: `${base}/CompleteRegistration`,
        headers: bearer(paula.accessToken),
        payload: { primary, secondary, fertPresReason: null, collectionSiteId: null, isMinor },
      });

    const changedName = await complete({ ...typed, lastName: 'Reyes-Smith' });
    assert.equal(changedName.statusCode, 422);
    assert.equal(changedName.json<{ subCode: number }>().subCode, 3);
    const minor = await complete(typed, true);
    assert.equal(minor.statusCode, 400);
    assert.ok(errorsOf(minor)['body/isMinor']);
    const badPartnerPhone = await complete(typed, false, { ...partner, phone: '508 555' });
    assert.equal(badPartnerPhone.statusCode, 400);
    assert.ok(errorsOf(badPartnerPhone)['body/secondary/phone']);

    const done = await complete(typed);
    assert.equal(done.statusCode, 200, done.body);
    const member = done.json<Member>();
    assert.equal(member.registrationStageId, 'REGI');
    assert.equal(member.profile.phone, '+15085550177');
    assert.equal(member.profile.addressLine1, '18 Lincoln Square');
    const row = await t.db.selectFrom('members').select('pii').where('id', '=', paula.memberId).executeTakeFirstOrThrow();
    assert.equal(t.app.portal.services.members.personalData(row).secondary?.phone, '+15085550188');
    assert.equal((await complete(typed)).statusCode, 409);
  });
});
