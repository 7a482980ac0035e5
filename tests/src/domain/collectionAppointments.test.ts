// Spec §4 (when collection appointments are shown, with the sperm exception) and the shared table of
// what a member may do with a collection in each state, and where each state sits on the timeline.
import { inventoryBatchStatuses, type InventoryBatchStatus } from '../../../contract/domain/codeLists.ts';
import { memberTypes, type MemberType } from '../../../contract/domain/memberTypes.ts';
import { shouldShowCollectionAppointments, type CollectionAppointmentsInput } from '../../../contract/domain/shouldShowCollectionAppointments.ts';
import { allowedCollectionActions, collectionTimeline, type CollectionAction } from '../../../contract/domain/collectionAppointmentRules.ts';

const fiona: CollectionAppointmentsInput = {
  memberType: 'EggCryo',
  offsiteStorageType: 'FertilityPreservation',
  offsiteStorageModel: 'B2C',
  fertPresEnabled: true,
  appointments: [{ state: 'AppointmentNeeded' }],
};
const only = (...states: InventoryBatchStatus[]) => ({ appointments: states.map((state) => ({ state })) });

describe('shouldShowCollectionAppointments (spec §4)', () => {
  test.each<[string, Partial<CollectionAppointmentsInput>, boolean]>([
    ['fertility preservation, B2C, fertPres enabled, an appointment needed', {}, true],
    ['storage-only member', { offsiteStorageType: 'StorageOnly' }, false],
    ['no storage plan', { offsiteStorageType: null }, false],
    ['B2B model', { offsiteStorageModel: 'B2B' }, false],
    ['B2B2C model', { offsiteStorageModel: 'B2B2C' }, false],
    ['model not known', { offsiteStorageModel: null }, false],
    ['fertPres disabled', { fertPresEnabled: false }, false],
    ['fertPres not known', { fertPresEnabled: null }, false],
    ['no appointments at all', { appointments: [] }, false],
    ['every appointment pre-enrolment', only('Eligible', 'PatientEnrollmentPending', 'EligibilityUndefined', 'Ineligible'), false],
    ['one appointment past enrolment among pre-enrolment ones', only('Eligible', 'TransportScheduled'), true],
    ['only cancelled collections (still shown: the member sees what happened)', only('BatchCancelled'), true],
    ['sperm member, enrolment pending (the sperm exception)', { memberType: 'SpermCryo', ...only('PatientEnrollmentPending') }, true],
    ['sperm member, enrolment pending and eligible', { memberType: 'SpermCryo', ...only('PatientEnrollmentPending', 'Eligible') }, true],
    ['sperm member, only eligibility states', { memberType: 'SpermCryo', ...only('Eligible', 'Ineligible', 'EligibilityUndefined') }, false],
    ['sperm member, not fertility preservation', { memberType: 'SpermCryo', offsiteStorageType: 'StorageOnly', ...only('PatientEnrollmentPending') }, false],
  ])('%s → %s', (_why, overrides, expected) => {
    expect(shouldShowCollectionAppointments({ ...fiona, ...overrides })).toBe(expected);
  });

  const excluded: InventoryBatchStatus[] = ['PatientEnrollmentPending', 'EligibilityUndefined', 'Eligible', 'Ineligible'];
  const cases = memberTypes.flatMap((memberType) => inventoryBatchStatuses.map((state) => [memberType, state] as const));
  test.each(cases)('%s with a single collection in %s', (memberType: MemberType, state: InventoryBatchStatus) => {
    const hidden = excluded.includes(state) && !(memberType === 'SpermCryo' && state === 'PatientEnrollmentPending');
    expect(shouldShowCollectionAppointments({ ...fiona, memberType, ...only(state) })).toBe(!hidden);
  });
});

describe('allowedCollectionActions', () => {
  test.each<[InventoryBatchStatus, CollectionAction[]]>([
    ['PatientEnrollmentPending', ['changeSite', 'cancelCollection', 'resendEnrollmentPackage']],
    ['SpecimenRecordsPending', ['changeSite', 'cancelCollection', 'resendEnrollmentPackage']],
    ['RecordsReview', ['changeSite', 'cancelCollection']],
    ['ReviewNeeded', ['changeSite', 'cancelCollection']],
    ['EligibilityUndefined', ['changeSite', 'cancelCollection']],
    ['Eligible', ['changeSite', 'cancelCollection']],
    ['Ineligible', ['cancelCollection']],
    ['AppointmentNeeded', ['changeSite', 'cancelCollection']],
    ['AppointmentPending', ['cancelAppointment', 'cancelCollection']],
    ['AppointmentComplete', ['cancelCollection']],
    ['TransportEligible', ['cancelCollection']],
    ['TransportScheduled', ['cancelCollection']],
    ['InventoryOffsite', []],
    ['RequestedRecall', []],
    ['ReleaseRequested', []],
    ['InventoryReturned', []],
    ['BatchCancelled', []],
  ])('%s → %j', (state, expected) => {
    expect(allowedCollectionActions(state)).toEqual(expected);
  });

  test('every state has an entry', () => {
    for (const state of inventoryBatchStatuses) expect(Array.isArray(allowedCollectionActions(state))).toBe(true);
  });
});

describe('collectionTimeline', () => {
  test.each<[InventoryBatchStatus, string]>([
    ['PatientEnrollmentPending', 'enrolment'],
    ['RecordsReview', 'records'],
    ['Ineligible', 'eligibility'],
    ['AppointmentPending', 'appointment'],
    ['TransportScheduled', 'transport'],
    ['InventoryOffsite', 'storage'],
  ])('%s stands at %s, earlier steps done, later ones upcoming', (state, current) => {
    const timeline = collectionTimeline(state);
    expect(timeline.current).toBe(current);
    const index = timeline.steps.findIndex((s) => s.step === current);
    expect(timeline.steps.map((s) => s.standing)).toEqual(timeline.steps.map((_, i) => (i < index ? 'done' : i === index ? 'current' : 'upcoming')));
  });

  test('a cancelled collection stands nowhere', () => {
    const timeline = collectionTimeline('BatchCancelled');
    expect(timeline.cancelled).toBe(true);
    expect(timeline.current).toBeNull();
    expect(timeline.steps.every((s) => s.standing === 'upcoming')).toBe(true);
  });

  test('the steps run enrolment → records → eligibility → appointment → transport → storage', () => {
    expect(collectionTimeline('Eligible').steps.map((s) => s.step)).toEqual(['enrolment', 'records', 'eligibility', 'appointment', 'transport', 'storage']);
  });
});
