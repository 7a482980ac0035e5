import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectionSite } from '../../../../contract/api/centers';
import type { CollectionAppointment } from '../../../../contract/api/collection-appointments';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import type { Services } from '../../../../src/services/ServicesContext';
import { CollectionAppointmentsPage } from '../../../../src/features/appointments/CollectionAppointmentsPage';
import { makeCenter, makeMember, problem, renderPage, setup } from '../support/renderWithServices';

const PATH = '/member/collection-appointments';
const sites: CollectionSite[] = [
  { id: 1, name: 'Thames Fertility Centre — Battersea', addressLine1: '12 Prince of Wales Drive', city: 'London', postalCode: 'SW11 4SB', phone: null },
  { id: 2, name: 'Thames Fertility Centre — Canary Wharf', addressLine1: '40 Bank Street', city: 'London', postalCode: 'E14 5NR', phone: null },
];
const collection = (overrides: Partial<CollectionAppointment>): CollectionAppointment => ({
  inventoryBatchId: 50001,
  state: 'AppointmentNeeded',
  collectionSiteId: 1,
  collectionReason: 'CancerTreatment',
  scheduledAtUtc: null,
  durationMinutes: null,
  enrollmentPackageSentAtUtc: null,
  cancelAppointmentReason: null,
  ...overrides,
});
const needed = collection({});
// 14:30 in London in summer time (BST, UTC+1).
const booked = collection({ inventoryBatchId: 50002, state: 'AppointmentPending', collectionSiteId: 2, scheduledAtUtc: '2026-07-02T13:30:00.000Z', durationMinutes: 120 });
const enrolment = collection({ inventoryBatchId: 50003, state: 'PatientEnrollmentPending', collectionReason: 'FuturePersonalUse' });

function fionaSetup(list: CollectionAppointment[]) {
  const base = setup({
    session: {
      member: makeMember({ id: 7, memberType: 'EggCryo', typeId: 'GCR', profile: { ...makeMember().profile, firstName: 'Fiona', offsiteStorageType: 'FertilityPreservation' } }),
      center: makeCenter({ id: 2, name: 'Thames Fertility Centre', locale: 'en-GB', timeZone: 'Europe/London', businessModel: 'B2C' }),
      appointments: list.map((a) => ({ inventoryBatchId: a.inventoryBatchId, state: a.state })),
    },
  });
  const answer = (changes: Partial<CollectionAppointment>) => (_m: unknown, id: number) => Promise.resolve({ ...list.find((a) => a.inventoryBatchId === id)!, ...changes });
  const calls = {
    list: jest.fn(() => Promise.resolve(list)),
    collectionSites: jest.fn(() => Promise.resolve(sites)),
    changeCollectionSite: jest.fn((_m: unknown, id: number, site: number) => answer({ collectionSiteId: site })(_m, id)),
    cancelAppointment: jest.fn((_m: unknown, id: number, reason: string) =>
      answer({ state: 'AppointmentNeeded', scheduledAtUtc: null, durationMinutes: null, cancelAppointmentReason: reason })(_m, id),
    ),
    memberCancelCollection: jest.fn(answer({ state: 'BatchCancelled', scheduledAtUtc: null })),
    resendEnrollmentPackage: jest.fn(answer({ enrollmentPackageSentAtUtc: '2026-06-20T09:00:00.000Z' })),
  };
  const setAppointments = jest.spyOn(base.session, 'setAppointments');
  const services: Services = {
    ...base.services,
    api: {
      members: { collectionSites: calls.collectionSites },
      collectionAppointments: {
        list: calls.list,
        changeCollectionSite: calls.changeCollectionSite,
        cancelAppointment: calls.cancelAppointment,
        memberCancelCollection: calls.memberCancelCollection,
        resendEnrollmentPackage: calls.resendEnrollmentPackage,
      },
    } as unknown as PortalApi,
  };
  return { services, calls, setAppointments };
}

const card = (id: number) => within(screen.getByRole('heading', { level: 2, name: `Collection #${id}` }).closest('li') as HTMLElement);
const actionNames = (id: number) =>
  within(screen.getByRole('group', { name: `Actions for collection #${id}` }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

/**
 * Fluent's dialog opens and closes with motion, and its focus manager marks the rest of the page
 * aria-hidden while it is open; under load both take longer than the default second, so dialog
 * queries wait longer and do not depend on when those aria-hidden marks come and go.
 */
const slow = { timeout: 15000 };
const openDialog = () => screen.findByRole('alertdialog', { hidden: true }, slow);
const dialogClosed = () =>
  waitFor(
    () => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
    { timeout: 5000 },
  );

jest.setTimeout(30000);

describe('CollectionAppointmentsPage', () => {
  it('shows each collection with its timeline, site and address, en-GB date and 24-hour time in London, and what to do next', async () => {
    const { services } = fionaSetup([needed, booked, enrolment]);
    await renderPage(<CollectionAppointmentsPage />, services, PATH, { locale: 'en-GB' });
    expect(screen.getByRole('heading', { level: 1, name: 'Collection appointments' })).toBeInTheDocument();
    const b = card(50002);
    const timeline = b.getByRole('list', { name: 'Progress of collection #50002' });
    const current = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Appointment');
    expect(within(timeline).getAllByText(/\(done\)/)).toHaveLength(3);
    expect(b.getByText('Thames Fertility Centre — Canary Wharf, 40 Bank Street, London E14 5NR')).toBeInTheDocument();
    expect(b.getByText('Thursday, 02 July, 2026 14:30 BST')).toBeInTheDocument();
    expect(b.getByRole('heading', { level: 3, name: 'What to do next' })).toBeInTheDocument();
    expect(b.getByText(/If you cannot make it, cancel it and tell us why/)).toBeInTheDocument();
    expect(card(50001).getByText('Not booked yet')).toBeInTheDocument();
    expect(card(50003).getByText('For future personal use')).toBeInTheDocument();
  });

  it.each<[CollectionAppointment, string[]]>([
    [needed, ['Change collection site', 'Cancel collection']],
    [booked, ['Add to calendar', 'Cancel appointment', 'Cancel collection']],
    [enrolment, ['Change collection site', 'Cancel collection', 'Send my enrolment package again']],
    [collection({ state: 'TransportScheduled' }), ['Cancel collection']],
  ])('offers in %o only the actions its state allows', async (item, expected) => {
    const { services } = fionaSetup([item]);
    await renderPage(<CollectionAppointmentsPage />, services, PATH, { locale: 'en-GB' });
    expect(actionNames(item.inventoryBatchId)).toEqual(expected);
  });

  it.each([collection({ state: 'InventoryOffsite' }), collection({ state: 'BatchCancelled' })])('offers nothing in %o', async (item) => {
    const { services } = fionaSetup([item]);
    await renderPage(<CollectionAppointmentsPage />, services, PATH, { locale: 'en-GB' });
    expect(screen.queryByRole('group', { name: /Actions for collection/ })).not.toBeInTheDocument();
  });

  it('changes the collection site from the clinic’s sites and shows it at once', async () => {
    const user = userEvent.setup();
    const { services, calls, setAppointments } = fionaSetup([needed]);
    await renderPage(<CollectionAppointmentsPage />, services, PATH, { locale: 'en-GB' });
    await user.click(card(50001).getByRole('button', { name: 'Change collection site' }));
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('heading', { hidden: true, level: 2 }, slow)).toHaveTextContent('Change the collection site');
    const select = await within(dialog).findByRole('combobox', { hidden: true, name: 'Collection site' }, slow);
    // Every site but the one the collection already has.
    const others = sites.filter((s) => s.id !== needed.collectionSiteId);
    expect(others.length).toBeGreaterThan(0);
    expect(Array.from((select as HTMLSelectElement).options, (o) => o.textContent)).toEqual(others.map((s) => `${s.name}, ${s.addressLine1}, ${s.city} ${s.postalCode}`));
    expect(select).toHaveValue('2');
    await user.click(await within(dialog).findByRole('button', { hidden: true, name: 'Change site' }, slow));
    expect(calls.changeCollectionSite).toHaveBeenCalledWith(7, 50001, 2, expect.objectContaining({ skipNotification: true }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Collection #50001 will now take place at Thames Fertility Centre — Canary Wharf.'), slow);
    await dialogClosed();
    expect(card(50001).getByText('Thames Fertility Centre — Canary Wharf, 40 Bank Street, London E14 5NR')).toBeInTheDocument();
    expect(setAppointments).toHaveBeenCalledWith(7, [{ inventoryBatchId: 50001, state: 'AppointmentNeeded' }]);
  });

  it('cancels an appointment only with a reason, then offers booking again', async () => {
    const user = userEvent.setup();
    const { services, calls } = fionaSetup([booked]);
    await renderPage(<CollectionAppointmentsPage />, services, PATH, { locale: 'en-GB' });
    await user.click(card(50002).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('heading', { hidden: true, level: 2 }, slow)).toHaveTextContent('Cancel this appointment?');
    expect(dialog).toHaveTextContent('Your appointment on Thursday, 02 July, 2026 14:30 BST will be cancelled.');
    await user.click(await within(dialog).findByRole('button', { hidden: true, name: 'Cancel appointment' }, slow));
    expect(within(dialog).getByText('Please tell us why, in at least 3 characters.')).toBeInTheDocument();
    expect(calls.cancelAppointment).not.toHaveBeenCalled();
    await user.type(await within(dialog).findByRole('textbox', { hidden: true, name: /Why are you cancelling\?/ }, slow), 'I have a hospital appointment that day');
    await user.click(await within(dialog).findByRole('button', { hidden: true, name: 'Cancel appointment' }, slow));
    expect(calls.cancelAppointment).toHaveBeenCalledWith(7, 50002, 'I have a hospital appointment that day', expect.anything());
    await screen.findByText(/Your appointment for collection #50002 is cancelled/);
    await dialogClosed();
    expect(card(50002).getByText('Not booked yet')).toBeInTheDocument();
    expect(card(50002).getByText(/“I have a hospital appointment that day”/)).toBeInTheDocument();
    expect(actionNames(50002)).toEqual(['Change collection site', 'Cancel collection']);
  });

  it('cancels the whole collection after a confirmation that says what happens', async () => {
    const user = userEvent.setup();
    const { services, calls } = fionaSetup([booked]);
    await renderPage(<CollectionAppointmentsPage />, services, PATH, { locale: 'en-GB' });
    await user.click(card(50002).getByRole('button', { name: 'Cancel collection' }));
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('heading', { hidden: true, level: 2 }, slow)).toHaveTextContent('Cancel collection #50002?');
    expect(dialog).toHaveTextContent(/any booked appointment and any planned transport are called off/);
    await user.click(await within(dialog).findByRole('button', { hidden: true, name: 'Keep it' }, slow));
    expect(calls.memberCancelCollection).not.toHaveBeenCalled();
    await user.click(card(50002).getByRole('button', { name: 'Cancel collection' }));
    await user.click(await within(await openDialog()).findByRole('button', { hidden: true, name: 'Cancel collection' }, slow));
    await screen.findByText('Collection #50002 is cancelled.');
    await dialogClosed();
    expect(card(50002).getByText('This collection was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Actions for collection/ })).not.toBeInTheDocument();
  });

  it('asks for the enrolment package again and says when it was sent', async () => {
    const user = userEvent.setup();
    const { services, calls } = fionaSetup([enrolment]);
    await renderPage(<CollectionAppointmentsPage />, services, PATH, { locale: 'en-GB' });
    await user.click(card(50003).getByRole('button', { name: 'Send my enrolment package again' }));
    expect(calls.resendEnrollmentPackage).toHaveBeenCalledWith(7, 50003, expect.anything());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/We have e-mailed your enrolment package for collection #50003/), slow);
    expect(card(50003).getByText('Enrolment package last sent on 20 June, 2026')).toBeInTheDocument();
  });

  it('explains a refusal in the dialog and reloads the collections', async () => {
    const user = userEvent.setup();
    const { services, calls } = fionaSetup([needed]);
    calls.changeCollectionSite.mockRejectedValueOnce(problem(409));
    await renderPage(<CollectionAppointmentsPage />, services, PATH, { locale: 'en-GB' });
    await user.click(card(50001).getByRole('button', { name: 'Change collection site' }));
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { hidden: true, name: 'Change site' }, slow));
    expect(await within(dialog).findByRole('alert', { hidden: true }, slow)).toHaveTextContent('This collection has just changed');
    await waitFor(() => expect(calls.list).toHaveBeenCalledTimes(2));
  });

  it('adds a booked appointment to the calendar as an .ics file', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:calendar';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('collection-50002.ics');
    });
    const { services } = fionaSetup([booked]);
    await renderPage(<CollectionAppointmentsPage />, services, PATH, { locale: 'en-GB' });
    await user.click(card(50002).getByRole('button', { name: 'Add to calendar' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(text).toContain('DTSTART:20260702T133000Z\r\n');
    expect(text).toContain('DTEND:20260702T153000Z\r\n');
    expect(text.replace(/\r\n /g, '')).toContain('LOCATION:Thames Fertility Centre — Canary Wharf\\, 40 Bank Street\\, London E14 5NR');
    clicks.mockRestore();
  });
});
