import { canMemberTransition, canStaffTransition, classifyMemberTransition, classifyStaffTransition, exploringCodeFor } from '../../../contract/domain/statusTransitions.ts';
import type { MemberType } from '../../../contract/domain/memberTypes.ts';

describe('member transitions', () => {
  const allowed: [MemberType, string, string][] = [
    ['EmbryoCryo', 'ICR-CRYC', 'ICR-ESCI'],
    ['EmbryoCryo', 'ICR-CRYL', 'ICR-EDON'],
    ['EmbryoCryo', 'ICR-CRYC', 'ICR-EDIV'],
    ['EmbryoCryo', 'ICR-CRYL', 'ICR-EUSE'],
    ['EmbryoCryo', 'ICR-CRYC', 'ICR-ETHD'],
    ['EggCryo', 'GCR-CRYC', 'GCR-ETHD'],
    ['SpermCryo', 'SCR-CRYC', 'SCR-ETHD'],
    ['TesticularTissueCryo', 'TCR-CRYC', 'TCR-ETHD'],
    // withdrawals
    ['EmbryoCryo', 'ICR-ESCI', 'ICR-CRYC'],
    ['EmbryoCryo', 'ICR-EDIV', 'ICR-CRYL'],
    ['SpermCryo', 'SCR-ETHD', 'SCR-CRYC'],
  ];
  test.each(allowed)('%s may move %s → %s', (type, from, to) => {
    expect(canMemberTransition(type, from, to)).toBe(true);
  });

  const refused: [string, MemberType, string, string][] = [
    ['a recipient stores nothing of its own', 'EmbryoRecipient', 'ICR-CRYC', 'ICR-EDON'],
    ['another member type’s items', 'EggCryo', 'ICR-CRYC', 'ICR-ETHD'],
    ['across prefixes', 'EmbryoCryo', 'ICR-CRYC', 'GCR-ETHD'],
    ['from a base state other than CRYC/CRYL', 'EmbryoCryo', 'ICR-UNCF', 'ICR-ETHD'],
    ['from the long-term exploring base state', 'EmbryoCryo', 'ICR-EXLT', 'ICR-ESCI'],
    ['straight to an outcome', 'EmbryoCryo', 'ICR-CRYC', 'ICR-DTHD'],
    ['from one exploring state to another', 'EmbryoCryo', 'ICR-ESCI', 'ICR-EDON'],
    ['withdrawing from ADIV (the clinic already has it)', 'EmbryoCryo', 'ICR-ADIV', 'ICR-CRYC'],
    ['withdrawing from an outcome', 'EmbryoCryo', 'ICR-DSCI', 'ICR-CRYC'],
    ['an unknown code', 'EmbryoCryo', 'ICR-CRYC', 'ICR-XXXX'],
    ['staying put', 'EmbryoCryo', 'ICR-CRYC', 'ICR-CRYC'],
  ];
  test.each(refused)('refused: %s', (_why, type, from, to) => {
    expect(canMemberTransition(type, from, to)).toBe(false);
  });

  test('eggs have no exploring state for donation or use-own, so only thaw and discard moves them', () => {
    expect(exploringCodeFor('EggCryo', 'thaw-and-discard')).toBe('GCR-ETHD----------------');
    expect(exploringCodeFor('EggCryo', 'donate-to-science')).toBeNull();
    expect(canMemberTransition('EggCryo', 'GCR-CRYC', 'GCR-ESCI')).toBe(false);
    expect(exploringCodeFor('EmbryoRecipient', 'thaw-and-discard')).toBeNull();
    expect(exploringCodeFor('SpermCryo', 'donate-to-science')).toBeNull();
  });

  test('classifies pursue and withdraw with the option', () => {
    expect(classifyMemberTransition('EmbryoCryo', 'ICR-CRYL', 'ICR-EDIV')).toEqual({ kind: 'pursue', option: 'donate-anonymously' });
    expect(classifyMemberTransition('EmbryoCryo', 'ICR-EUSE', 'ICR-CRYL')).toEqual({ kind: 'withdraw', option: 'use-your-own' });
  });

  test('a withdrawal goes back exactly to the recorded prior state', () => {
    expect(canMemberTransition('EmbryoCryo', 'ICR-ETHD', 'ICR-CRYL', 'ICR-CRYL----------------')).toBe(true);
    expect(canMemberTransition('EmbryoCryo', 'ICR-ETHD', 'ICR-CRYC', 'ICR-CRYL----------------')).toBe(false);
    expect(canMemberTransition('EmbryoCryo', 'ICR-ETHD', 'ICR-CRYC', 'garbage')).toBe(false);
  });
});

describe('staff transitions', () => {
  test.each([
    ['ICR-ESCI', 'ICR-DSCI', 'complete'],
    ['ICR-EDON', 'ICR-DDON', 'complete'],
    ['ICR-ETHD', 'ICR-DTHD', 'complete'],
    ['ICR-EUSE', 'ICR-DUSE', 'complete'],
    ['ICR-EDIV', 'ICR-ADIV', 'complete'],
    ['ICR-ADIV', 'ICR-DDIV', 'complete'],
    ['ICR-ADIV', 'ICR-ADIV-TPGS', 'complete'],
    ['GCR-ETHD', 'GCR-DTHD', 'complete'],
    ['TCR-ETHD', 'TCR-DTHD', 'complete'],
    ['ICR-EDON', 'ICR-NDON', 'deny'],
    ['ICR-EDIV', 'ICR-NDIV', 'deny'],
  ])('%s → %s is a %s', (from, to, kind) => {
    expect(classifyStaffTransition(from, to)).toEqual({ kind });
    expect(canStaffTransition(from, to)).toBe(true);
  });

  test.each([
    ['ICR-ESCI', 'ICR-DDON'],
    ['ICR-EDON', 'ICR-NDIV'],
    ['ICR-ESCI', 'ICR-NDON'],
    ['ICR-CRYC', 'ICR-DTHD'],
    ['ICR-ETHD', 'GCR-DTHD'],
    ['ICR-ADIV-DSCI', 'ICR-DDIV'],
    ['ICR-DSCI', 'ICR-ESCI'],
    ['ICR-EDIV', 'ICR-ADIV-DSCI'],
    ['bad', 'ICR-DSCI'],
  ])('%s → %s is refused', (from, to) => {
    expect(canStaffTransition(from, to)).toBe(false);
  });
});
