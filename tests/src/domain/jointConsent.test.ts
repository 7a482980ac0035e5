import {
  DEFAULT_JOINT_CONSENT_LAPSE_DAYS,
  applyJointConsentEvent,
  isFullyConsented,
  isLapseDue,
  pendingSigner,
  type JointConsentEvent,
  type JointConsentParty,
  type JointConsentResult,
  type JointDecision,
} from '../../../contract/domain/jointConsent.ts';

const T0 = '2026-03-01T10:00:00.000Z';
const at = (days: number, ms = 0): string => new Date(Date.parse(T0) + days * 86_400_000 + ms).toISOString();

function decided(result: JointConsentResult): JointDecision {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.decision;
}

/** Carol (owner) signs donate-to-science for two co-owned embryos. */
function signed(overrides: Partial<Extract<JointConsentEvent, { kind: 'sign' }>> = {}): JointDecision {
  return decided(applyJointConsentEvent(null, { kind: 'sign', by: 'owner', option: 'donate-to-science', itemIds: [12, 11], coOwned: true, atUtc: T0, ...overrides }));
}

function coSigned(): JointDecision {
  return decided(applyJointConsentEvent(signed(), { kind: 'coSign', by: 'coOwner', option: 'donate-to-science', itemIds: [11, 12], atUtc: at(3) }));
}

describe('sign', () => {
  test('on co-owned items the first signature waits for the partner, who is asked to sign', () => {
    const result = applyJointConsentEvent(null, { kind: 'sign', by: 'owner', option: 'donate-to-science', itemIds: [12, 11, 12], coOwned: true, atUtc: T0 });
    expect(result).toEqual({
      ok: true,
      decision: {
        state: 'waitingForPartner',
        option: 'donate-to-science',
        itemIds: [11, 12],
        coOwned: true,
        signatures: [{ party: 'owner', signedAtUtc: T0 }],
        startedAtUtc: T0,
        lapsesAtUtc: at(30),
        withdrawal: null,
        completedAtUtc: null,
      },
      notifications: [{ kind: 'partnerAskedToSign', to: 'coOwner' }],
    });
    const decision = decided(result);
    expect(pendingSigner(decision)).toBe('coOwner');
    expect(isFullyConsented(decision)).toBe(false);
  });

  test('the co-owner may sign first; then the owner is asked', () => {
    const result = applyJointConsentEvent(null, { kind: 'sign', by: 'coOwner', option: 'thaw-and-discard', itemIds: [7], coOwned: true, atUtc: T0 });
    expect(result.ok && result.notifications).toEqual([{ kind: 'partnerAskedToSign', to: 'owner' }]);
    expect(pendingSigner(decided(result))).toBe('owner');
  });

  test('items without a co-owner are consented on the owner’s signature alone, and nobody else is told', () => {
    const result = applyJointConsentEvent(null, { kind: 'sign', by: 'owner', option: 'thaw-and-discard', itemIds: [7], coOwned: false, atUtc: T0 });
    expect(result.ok && result.notifications).toEqual([]);
    const decision = decided(result);
    expect(decision.state).toBe('consented');
    expect(isFullyConsented(decision)).toBe(true);
    expect(pendingSigner(decision)).toBeNull();
  });

  test('the lapse period is configurable per decision and fixed when it starts', () => {
    expect(signed({ lapseAfterDays: 14 }).lapsesAtUtc).toBe(at(14));
    expect(DEFAULT_JOINT_CONSENT_LAPSE_DAYS).toBe(30);
  });

  test.each<[string, JointDecision | null, Extract<JointConsentEvent, { kind: 'sign' }>, string]>([
    ['no items', null, { kind: 'sign', by: 'owner', option: 'donate-to-science', itemIds: [], coOwned: true, atUtc: T0 }, 'noItems'],
    ['the co-owner on items that have none', null, { kind: 'sign', by: 'coOwner', option: 'donate-to-science', itemIds: [1], coOwned: false, atUtc: T0 }, 'notAParty'],
    ['a second first signature', signed(), { kind: 'sign', by: 'coOwner', option: 'donate-to-science', itemIds: [11, 12], coOwned: true, atUtc: T0 }, 'alreadyStarted'],
  ])('refused: %s', (_why, decision, event, reason) => {
    expect(applyJointConsentEvent(decision, event)).toEqual({ ok: false, refusal: { reason } });
  });

  test('malformed input throws instead of deciding', () => {
    expect(() => applyJointConsentEvent(null, { kind: 'sign', by: 'owner', option: 'donate-to-science', itemIds: [1.5], coOwned: true, atUtc: T0 })).toThrow(RangeError);
    expect(() => applyJointConsentEvent(null, { kind: 'sign', by: 'owner', option: 'donate-to-science', itemIds: [1], coOwned: true, atUtc: 'soon' })).toThrow(RangeError);
    expect(() => signed({ lapseAfterDays: 0 })).toThrow(RangeError);
  });
});

describe('coSign', () => {
  test('the partner’s matching signature (items in any order) consents, and the first signer is told', () => {
    const result = applyJointConsentEvent(signed(), { kind: 'coSign', by: 'coOwner', option: 'donate-to-science', itemIds: [12, 11], atUtc: at(3) });
    expect(result.ok && result.notifications).toEqual([{ kind: 'partnerSigned', to: 'owner' }]);
    const decision = decided(result);
    expect(decision.state).toBe('consented');
    expect(decision.signatures).toEqual([
      { party: 'owner', signedAtUtc: T0 },
      { party: 'coOwner', signedAtUtc: at(3) },
    ]);
    expect(isFullyConsented(decision)).toBe(true);
  });

  test.each<[string, Extract<JointConsentEvent, { kind: 'coSign' }>, object]>([
    [
      'another option',
      { kind: 'coSign', by: 'coOwner', option: 'thaw-and-discard', itemIds: [11, 12], atUtc: at(1) },
      { reason: 'optionMismatch', expectedOption: 'donate-to-science' },
    ],
    [
      'fewer items',
      { kind: 'coSign', by: 'coOwner', option: 'donate-to-science', itemIds: [11], atUtc: at(1) },
      { reason: 'itemsMismatch', missingItemIds: [12], unexpectedItemIds: [] },
    ],
    [
      'more items',
      { kind: 'coSign', by: 'coOwner', option: 'donate-to-science', itemIds: [11, 12, 13], atUtc: at(1) },
      { reason: 'itemsMismatch', missingItemIds: [], unexpectedItemIds: [13] },
    ],
    [
      'other items',
      { kind: 'coSign', by: 'coOwner', option: 'donate-to-science', itemIds: [11, 14], atUtc: at(1) },
      { reason: 'itemsMismatch', missingItemIds: [12], unexpectedItemIds: [14] },
    ],
    ['no items', { kind: 'coSign', by: 'coOwner', option: 'donate-to-science', itemIds: [], atUtc: at(1) }, { reason: 'noItems' }],
    ['the first signer again', { kind: 'coSign', by: 'owner', option: 'donate-to-science', itemIds: [11, 12], atUtc: at(1) }, { reason: 'alreadySigned' }],
    ['at the lapse instant', { kind: 'coSign', by: 'coOwner', option: 'donate-to-science', itemIds: [11, 12], atUtc: at(30) }, { reason: 'lapsed' }],
  ])('refused, and nothing changes: %s', (_why, event, refusal) => {
    const before = signed();
    expect(applyJointConsentEvent(before, event)).toEqual({ ok: false, refusal });
    expect(before.state).toBe('waitingForPartner');
  });

  test('one millisecond before the lapse instant the partner can still sign', () => {
    const result = applyJointConsentEvent(signed(), { kind: 'coSign', by: 'coOwner', option: 'donate-to-science', itemIds: [11, 12], atUtc: at(30, -1) });
    expect(result.ok && result.decision.state).toBe('consented');
  });

  test.each<[string, () => JointDecision, JointConsentParty, string]>([
    [
      'items without a co-owner',
      () => decided(applyJointConsentEvent(null, { kind: 'sign', by: 'owner', option: 'thaw-and-discard', itemIds: [7], coOwned: false, atUtc: T0 })),
      'coOwner',
      'notAParty',
    ],
    ['a decision both have signed', coSigned, 'coOwner', 'alreadySigned'],
    ['a withdrawn decision', () => decided(applyJointConsentEvent(signed(), { kind: 'withdraw', by: 'owner', atUtc: at(1) })), 'coOwner', 'alreadyEnded'],
    ['a lapsed decision', () => decided(applyJointConsentEvent(signed(), { kind: 'lapse', atUtc: at(30) })), 'coOwner', 'alreadyEnded'],
    ['a completed decision', () => decided(applyJointConsentEvent(coSigned(), { kind: 'complete', atUtc: at(5) })), 'coOwner', 'alreadyCompleted'],
  ])('refused on %s', (_why, decision, by, reason) => {
    expect(applyJointConsentEvent(decision(), { kind: 'coSign', by, option: 'donate-to-science', itemIds: [11, 12], atUtc: at(4) })).toEqual({ ok: false, refusal: { reason } });
  });
});

describe('withdraw', () => {
  test.each<[string, () => JointDecision, JointConsentParty, JointConsentParty]>([
    ['the signer, while waiting for the partner', signed, 'owner', 'coOwner'],
    ['the partner who has not signed, while waiting', signed, 'coOwner', 'owner'],
    ['the owner, once both signed', coSigned, 'owner', 'coOwner'],
    ['the co-owner, once both signed', coSigned, 'coOwner', 'owner'],
  ])('by %s: the decision stops and the other party is told', (_why, decision, by, told) => {
    const result = applyJointConsentEvent(decision(), { kind: 'withdraw', by, atUtc: at(4) });
    expect(result.ok && result.notifications).toEqual([{ kind: 'partnerWithdrew', to: told }]);
    const after = decided(result);
    expect(after).toMatchObject({ state: 'withdrawn', withdrawal: { by, atUtc: at(4) } });
    expect(isFullyConsented(after)).toBe(false);
    expect(pendingSigner(after)).toBeNull();
  });

  test('the only owner of items without a co-owner may withdraw; nobody else is told', () => {
    const alone = decided(applyJointConsentEvent(null, { kind: 'sign', by: 'owner', option: 'thaw-and-discard', itemIds: [7], coOwned: false, atUtc: T0 }));
    const result = applyJointConsentEvent(alone, { kind: 'withdraw', by: 'owner', atUtc: at(1) });
    expect(result.ok && result.notifications).toEqual([]);
    expect(decided(result).state).toBe('withdrawn');
  });

  test.each<[string, () => JointDecision, string]>([
    ['after completion', () => decided(applyJointConsentEvent(coSigned(), { kind: 'complete', atUtc: at(5) })), 'alreadyCompleted'],
    ['twice', () => decided(applyJointConsentEvent(signed(), { kind: 'withdraw', by: 'owner', atUtc: at(1) })), 'alreadyEnded'],
    ['after the lapse was recorded', () => decided(applyJointConsentEvent(signed(), { kind: 'lapse', atUtc: at(31) })), 'alreadyEnded'],
    ['at the lapse instant, before the job recorded it', signed, 'lapsed'],
  ])('refused %s', (_why, decision, reason) => {
    expect(applyJointConsentEvent(decision(), { kind: 'withdraw', by: 'coOwner', atUtc: at(30) })).toEqual({ ok: false, refusal: { reason } });
  });
});

describe('lapse', () => {
  test.each<[string, boolean, string]>([
    ['one millisecond before 30 days', false, at(30, -1)],
    ['exactly 30 days after the first signature', true, at(30)],
    ['later', true, at(45)],
  ])('%s: lapsed is %s', (_why, due, now) => {
    expect(isLapseDue(signed(), now)).toBe(due);
    const result = applyJointConsentEvent(signed(), { kind: 'lapse', atUtc: now });
    if (due) {
      expect(result).toEqual({
        ok: true,
        decision: { ...signed(), state: 'lapsed' },
        notifications: [
          { kind: 'decisionLapsed', to: 'owner' },
          { kind: 'decisionLapsed', to: 'coOwner' },
        ],
      });
    } else {
      expect(result).toEqual({ ok: false, refusal: { reason: 'notYetLapsed' } });
    }
  });

  test('a consented decision does not lapse: it waits for the clinic', () => {
    expect(isLapseDue(coSigned(), at(60))).toBe(false);
    expect(applyJointConsentEvent(coSigned(), { kind: 'lapse', atUtc: at(60) })).toEqual({ ok: false, refusal: { reason: 'notWaitingForPartner' } });
  });

  test('a shorter configured period lapses sooner', () => {
    const decision = signed({ lapseAfterDays: 7 });
    expect(isLapseDue(decision, at(7, -1))).toBe(false);
    expect(isLapseDue(decision, at(7))).toBe(true);
  });
});

describe('complete (staff)', () => {
  test('only a fully consented decision completes; nobody is told here (the item mail does that)', () => {
    const result = applyJointConsentEvent(coSigned(), { kind: 'complete', atUtc: at(5) });
    expect(result.ok && result.notifications).toEqual([]);
    expect(decided(result)).toMatchObject({ state: 'completed', completedAtUtc: at(5) });
    expect(isFullyConsented(decided(result))).toBe(true);
  });

  test.each<[string, () => JointDecision, string, string]>([
    ['while waiting for the partner', signed, at(5), 'notFullyConsented'],
    ['when the partner never signed and the decision has lapsed', signed, at(30), 'lapsed'],
    ['after a withdrawal', () => decided(applyJointConsentEvent(coSigned(), { kind: 'withdraw', by: 'coOwner', atUtc: at(4) })), at(5), 'alreadyEnded'],
    ['twice', () => decided(applyJointConsentEvent(coSigned(), { kind: 'complete', atUtc: at(5) })), at(6), 'alreadyCompleted'],
  ])('refused %s', (_why, decision, now, reason) => {
    expect(applyJointConsentEvent(decision(), { kind: 'complete', atUtc: now })).toEqual({ ok: false, refusal: { reason } });
  });

  test('no event but sign applies to a decision that does not exist', () => {
    for (const event of [
      { kind: 'coSign', by: 'coOwner', option: 'donate-to-science', itemIds: [1], atUtc: T0 },
      { kind: 'withdraw', by: 'owner', atUtc: T0 },
      { kind: 'lapse', atUtc: T0 },
      { kind: 'complete', atUtc: T0 },
    ] satisfies JointConsentEvent[]) {
      expect(applyJointConsentEvent(null, event)).toEqual({ ok: false, refusal: { reason: 'notStarted' } });
    }
  });
});

test('the decision is plain data that survives a JSON round trip (how the API stores it)', () => {
  const decision = coSigned();
  const stored = JSON.parse(JSON.stringify(decision)) as JointDecision;
  expect(stored).toEqual(decision);
  expect(applyJointConsentEvent(stored, { kind: 'complete', atUtc: at(5) }).ok).toBe(true);
});
