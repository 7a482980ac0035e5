import {
  consentPolicies,
  consentPolicyIdForCountry,
  consentPolicyIds,
  consentStatusAt,
  coolingOffEndsAt,
  maximumStorageEndsAt,
  reflectionEndsAt,
  remindersDue,
  renewalDueDate,
  type ConsentPolicyId,
} from '../../../contract/domain/consentPolicy.ts';

// The demo clinics' zones (server/db/seed/demo-data.ts): Northside US, Thames GB, Sol ES, Lumière FR.
const zoneOf: Readonly<Record<ConsentPolicyId, string>> = {
  US: 'America/New_York',
  UK: 'Europe/London',
  ES: 'Europe/Madrid',
  FR: 'Europe/Paris',
};

describe('consent policy templates', () => {
  test.each<[ConsentPolicyId, number, string, number, number, number | null]>([
    ['UK', 10, 'renewStorageConsent', 12, 0, 55],
    ['ES', 2, 'renewOrChangeDestination', 0, 0, null],
    ['FR', 1, 'confirmParentalProject', 0, 3, null],
    ['US', 1, 'signStorageAgreement', 0, 0, null],
  ])('%s: renewed every %i year(s) by %s, cooling-off %i months, reflection %i months, maximum %s years', (id, years, step, coolingOff, reflection, maximum) => {
    const policy = consentPolicies[id];
    expect(policy).toMatchObject({
      id,
      renewalIntervalYears: years,
      renewalStep: step,
      coolingOffAfterWithdrawalMonths: coolingOff,
      reflectionBeforeDecisionMonths: reflection,
      maximumStorageYears: maximum,
    });
    expect(policy.legalBasis.length).toBeGreaterThan(0);
  });

  test.each(consentPolicyIds.map((id) => [id]))('%s: a lapse asks the member and lists it for staff, and never discards', (id) => {
    expect(consentPolicies[id].onLapse).toEqual({ askMember: true, listForStaff: true, automaticDiscard: false });
  });

  test.each(consentPolicyIds.map((id) => [id]))('%s: reminders are 90, 30 and 7 days before, all inside one renewal interval', (id) => {
    const { reminderDaysBeforeDue, renewalIntervalYears } = consentPolicies[id];
    expect(reminderDaysBeforeDue).toEqual([90, 30, 7]);
    for (const offset of reminderDaysBeforeDue) expect(offset).toBeLessThan(renewalIntervalYears * 365);
  });

  test.each([
    ['GB', 'UK'],
    ['gb', 'UK'],
    ['UK', 'UK'],
    ['ES', 'ES'],
    [' FR ', 'FR'],
    ['US', 'US'],
    ['DE', null],
    ['', null],
    [null, null],
    ['constructor', null],
  ])('the clinic country %j uses the %s template', (country, id) => {
    expect(consentPolicyIdForCountry(country)).toBe(id);
  });
});

describe('renewalDueDate: calendar arithmetic in the clinic zone', () => {
  test.each<[string, ConsentPolicyId, string, string, string]>([
    // [why, policy, consented at (UTC), last day (clinic-local), lapses at (UTC)]
    ['ES 2 years from 29 Feb: the last day is 28 Feb', 'ES', '2024-02-29T10:00:00Z', '2026-02-28', '2026-02-28T23:00:00.000Z'],
    ['ES: 23:30 UTC on 28 Feb is already 29 Feb in Madrid', 'ES', '2024-02-28T23:30:00Z', '2026-02-28', '2026-02-28T23:00:00.000Z'],
    ['ES: 22:30 UTC on 28 Feb is still 28 Feb in Madrid', 'ES', '2024-02-28T22:30:00Z', '2026-02-28', '2026-02-28T23:00:00.000Z'],
    ['ES 2 years from 29 Feb 2028: 28 Feb 2030', 'ES', '2028-02-29T12:00:00Z', '2030-02-28', '2030-02-28T23:00:00.000Z'],
    ['UK 10 years from 29 Feb 2024: 28 Feb 2034', 'UK', '2024-02-29T12:00:00Z', '2034-02-28', '2034-03-01T00:00:00.000Z'],
    ['UK 10 years from 29 Feb 2028 reaches 2038, not a leap year', 'UK', '2028-02-29T12:00:00Z', '2038-02-28', '2038-03-01T00:00:00.000Z'],
    ['UK: the day after the last is in summer time, so it starts at 23:00 UTC', 'UK', '2024-06-15T09:00:00Z', '2034-06-15', '2034-06-15T23:00:00.000Z'],
    ['UK: 23:30 UTC on 26 Oct 2024 is 00:30 BST on 27 Oct', 'UK', '2024-10-26T23:30:00Z', '2034-10-27', '2034-10-27T23:00:00.000Z'],
    ['UK: the last day is the eve of the clocks going forward (26 Mar 2034): midnight GMT', 'UK', '2024-03-25T12:00:00Z', '2034-03-25', '2034-03-26T00:00:00.000Z'],
    ['UK: the last day is the 23-hour day itself: the next starts at 23:00 UTC', 'UK', '2024-03-26T12:00:00Z', '2034-03-26', '2034-03-26T23:00:00.000Z'],
    ['FR 1 year from 29 Feb 2024: 28 Feb 2025', 'FR', '2024-02-29T08:00:00Z', '2025-02-28', '2025-02-28T23:00:00.000Z'],
    ['FR 1 year from 28 Feb 2023 stays 28 Feb in the leap year', 'FR', '2023-02-28T08:00:00Z', '2024-02-28', '2024-02-28T23:00:00.000Z'],
    ['FR: the next day starts in summer time (31 Mar 2025)', 'FR', '2024-03-30T08:00:00Z', '2025-03-30', '2025-03-30T22:00:00.000Z'],
    ['US: 03:30 UTC on 10 Mar is still 9 Mar in New York', 'US', '2024-03-10T03:30:00Z', '2025-03-09', '2025-03-10T04:00:00.000Z'],
    ['US: the next day starts in winter time (3 Nov 2025)', 'US', '2024-11-02T15:00:00Z', '2025-11-02', '2025-11-03T05:00:00.000Z'],
    ['US 1 year from 31 Jan', 'US', '2024-01-31T15:00:00Z', '2025-01-31', '2025-02-01T05:00:00.000Z'],
  ])('%s', (_why, id, consentedAt, lastDay, endsAtUtc) => {
    expect(renewalDueDate(consentPolicies[id], consentedAt, zoneOf[id])).toEqual({ lastDay, endsAtUtc });
  });

  test('reads a timestamp without an offset as UTC, like the API sends them, and accepts Date and epoch milliseconds', () => {
    const expected = renewalDueDate(consentPolicies.ES, '2024-02-28T23:30:00Z', 'Europe/Madrid');
    expect(renewalDueDate(consentPolicies.ES, '2024-02-28T23:30:00', 'Europe/Madrid')).toEqual(expected);
    expect(renewalDueDate(consentPolicies.ES, new Date('2024-02-28T23:30:00Z'), 'Europe/Madrid')).toEqual(expected);
    expect(renewalDueDate(consentPolicies.ES, Date.parse('2024-02-28T23:30:00Z'), 'Europe/Madrid')).toEqual(expected);
  });

  test('refuses a time that is not one and an unknown zone', () => {
    expect(() => renewalDueDate(consentPolicies.UK, 'yesterday', 'Europe/London')).toThrow(RangeError);
    expect(() => renewalDueDate(consentPolicies.UK, '2024-01-01T00:00:00Z', 'Europe/Atlantis')).toThrow(RangeError);
  });
});

describe('consentStatusAt', () => {
  // ES, consented 29 Feb 2024 in Madrid: current through 28 Feb 2026, lapsed from 2026-02-28T23:00Z.
  const consentedAt = '2024-02-29T10:00:00Z';
  const status = (now: string) => consentStatusAt(consentPolicies.ES, consentedAt, now, 'Europe/Madrid');

  test.each([
    ['long before', '2025-06-01T12:00:00Z', 'current', 272],
    ['the last minute before the first reminder window (23:59 on 29 Nov in Madrid)', '2025-11-29T22:59:59Z', 'current', 91],
    ['the first reminder window opens at local midnight, 90 days before', '2025-11-29T23:00:00Z', 'due', 90],
    ['a week before', '2026-02-21T12:00:00Z', 'due', 7],
    ['the due date itself, to its last millisecond in Madrid', '2026-02-28T22:59:59.999Z', 'due', 0],
    ['the next local day', '2026-02-28T23:00:00Z', 'lapsed', -1],
    ['a month later', '2026-03-31T12:00:00Z', 'lapsed', -31],
  ])('%s: %s', (_why, now, expected, daysLeft) => {
    expect(status(now)).toEqual({ status: expected, dueDate: '2026-02-28', lapsesAtUtc: '2026-02-28T23:00:00.000Z', daysLeft });
  });

  test('days left count calendar days in the clinic zone across a daylight-saving change', () => {
    // UK consent of 31 Mar 2024 (clocks went forward that night) is due 31 Mar 2034.
    // From 25 Mar (GMT) over the 23-hour 26 Mar to 31 Mar (BST): six calendar days, though fewer than 6 × 24 hours.
    const report = consentStatusAt(consentPolicies.UK, '2024-03-31T12:00:00Z', '2034-03-25T23:30:00Z', 'Europe/London');
    expect(report).toMatchObject({ status: 'due', dueDate: '2034-03-31', daysLeft: 6, lapsesAtUtc: '2034-03-31T23:00:00.000Z' });
  });

  test('the same instant can be due in one clinic and lapsed in another', () => {
    const now = '2025-03-10T04:30:00Z';
    expect(consentStatusAt(consentPolicies.US, '2024-03-10T03:30:00Z', now, 'America/New_York').status).toBe('lapsed');
    expect(consentStatusAt(consentPolicies.US, '2024-03-10T03:30:00Z', now, 'America/Los_Angeles').status).toBe('due');
  });
});

describe('remindersDue', () => {
  // ES, consented 29 Feb 2024: due 28 Feb 2026; reminder days 30 Nov 2025, 29 Jan 2026, 21 Feb 2026 (Madrid).
  const consentedAt = '2024-02-29T10:00:00Z';
  const due = (sent: number[], now: string) => remindersDue(consentPolicies.ES, consentedAt, sent, now, 'Europe/Madrid');

  test.each<[string, number[], string, number[]]>([
    ['nothing before the first reminder day', [], '2025-11-29T22:59:59Z', []],
    ['the 90-day reminder from local midnight of its day', [], '2025-11-29T23:00:00Z', [90]],
    ['the 90-day reminder once sent is not due again that day', [90], '2025-11-30T10:00:00Z', []],
    ['nor on the following days', [90], '2026-01-15T10:00:00Z', []],
    ['the 30-day reminder on its day', [90], '2026-01-29T08:00:00Z', [30]],
    ['the 7-day reminder on its day', [90, 30], '2026-02-21T08:00:00Z', [7]],
    ['a late first run sends only the most recent reminder, not all three', [], '2026-02-22T08:00:00Z', [7]],
    ['a job that missed the 30-day day sends it late, once', [90], '2026-02-10T08:00:00Z', [30]],
    ['a later reminder already sent covers the earlier ones it replaced', [7], '2026-02-25T08:00:00Z', []],
    ['on the due date the 7-day reminder is still sent if it never went', [90, 30], '2026-02-28T22:00:00Z', [7]],
    ['nothing once lapsed', [], '2026-02-28T23:00:00Z', []],
    ['nothing when all were sent', [90, 30, 7], '2026-02-27T08:00:00Z', []],
  ])('%s', (_why, sent, now, expected) => {
    expect(due(sent, now)).toEqual(expected);
  });

  test('running the job again after recording what it sent sends nothing (idempotent)', () => {
    const sent: number[] = [];
    for (const now of ['2025-12-01T08:00:00Z', '2025-12-01T08:05:00Z', '2026-02-01T08:00:00Z', '2026-02-01T09:00:00Z', '2026-02-24T08:00:00Z', '2026-02-24T08:00:01Z']) {
      sent.push(...due(sent, now));
    }
    expect(sent).toEqual([90, 30, 7]);
  });

  test.each<[ConsentPolicyId, string, string, number[]]>([
    // The reminder day is computed in the clinic zone: 90 days before each template's due date.
    ['UK', '2024-02-29T12:00:00Z', '2033-11-30T00:00:00Z', [90]], // due 2034-02-28; 30 Nov 2033 00:00 GMT
    ['UK', '2024-02-29T12:00:00Z', '2033-11-29T23:59:59Z', []],
    ['FR', '2024-02-29T08:00:00Z', '2024-11-29T23:00:00Z', [90]], // due 2025-02-28; 30 Nov 2024 00:00 CET
    ['US', '2024-01-31T15:00:00Z', '2024-11-02T04:00:00Z', [90]], // due 2025-01-31; 2 Nov 2024 00:00 EDT
    ['US', '2024-01-31T15:00:00Z', '2024-11-02T03:59:59Z', []],
  ])('%s consented %s: at %s the reminders due are %j', (id, consentedAtUtc, now, expected) => {
    expect(remindersDue(consentPolicies[id], consentedAtUtc, [], now, zoneOf[id])).toEqual(expected);
  });
});

describe('cooling-off, reflection and maximum storage', () => {
  test.each<[string, string, string, string, string]>([
    ['UK 12 months from a withdrawal on 29 Feb 2024', '2024-02-29T12:00:00Z', 'Europe/London', '2025-02-28', '2025-03-01T00:00:00.000Z'],
    ['UK: 23:30 UTC on 15 Jun is 16 Jun in London (summer time)', '2024-06-15T23:30:00Z', 'Europe/London', '2025-06-16', '2025-06-16T23:00:00.000Z'],
  ])('%s', (_why, withdrawnAt, zone, lastDay, endsAtUtc) => {
    expect(coolingOffEndsAt(consentPolicies.UK, withdrawnAt, zone)).toEqual({ lastDay, endsAtUtc });
  });

  test.each(['ES', 'FR', 'US'] as const)('%s sets no cooling-off after a withdrawal', (id) => {
    expect(coolingOffEndsAt(consentPolicies[id], '2024-02-29T12:00:00Z', zoneOf[id])).toBeNull();
  });

  test('France: a decision to donate or end storage is confirmed after 3 months (30 Nov → 28 Feb)', () => {
    expect(reflectionEndsAt(consentPolicies.FR, '2025-11-30T10:00:00Z', 'Europe/Paris')).toEqual({ lastDay: '2026-02-28', endsAtUtc: '2026-02-28T23:00:00.000Z' });
    expect(reflectionEndsAt(consentPolicies.UK, '2025-11-30T10:00:00Z', 'Europe/London')).toBeNull();
  });

  test('UK: storage ends at most 55 years after first storage; the other templates set no number', () => {
    expect(maximumStorageEndsAt(consentPolicies.UK, '2024-02-29T12:00:00Z', 'Europe/London')).toEqual({ lastDay: '2079-02-28', endsAtUtc: '2079-03-01T00:00:00.000Z' });
    expect(maximumStorageEndsAt(consentPolicies.ES, '2024-02-29T12:00:00Z', 'Europe/Madrid')).toBeNull();
  });
});
