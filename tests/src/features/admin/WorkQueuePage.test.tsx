import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkQueue } from '../../../../contract/api/admin';
import { adminSetup, makeWorkItem, problem, renderAdmin, settle, supportSession } from '../../support/renderWithServices';

const queueOf = (items: WorkQueue['items'], total = items.length): WorkQueue => ({ items, total, page: 1, pageSize: 25 });
const science = makeWorkItem();
const couple = makeWorkItem({
  freezeEventId: 21,
  memberId: 3,
  memberName: 'Carol Bennett',
  userName: 'carol.couple',
  statusId: 'ICR-EDON----------------',
  option: 'donate-to-another-couple',
  description: 'Day 3 embryos',
  count: 3,
  transitions: [
    { toStatusId: 'ICR-DDON----------------', kind: 'complete' },
    { toStatusId: 'ICR-NDON----------------', kind: 'deny' },
  ],
});
const anonymous = makeWorkItem({
  freezeEventId: 31,
  statusId: 'ICR-ADIV----------------',
  option: null,
  signedAtUtc: null,
  transitions: ['COTH', 'DSCI', 'DDON'].map((sub) => ({ toStatusId: `ICR-ADIV-${sub}`.padEnd(24, '-'), kind: 'complete' as const })),
});

const slow = { timeout: 15000 };
const rowOf = (id: number) => screen.getAllByRole('row').find((row) => row.getAttribute('embryo-test-sid') === `admin-queue-row-${String(id)}`)!;

jest.setTimeout(30000);

describe('WorkQueuePage', () => {
  it('lists what waits, oldest first as the API gives it, with the state and the decision in words', async () => {
    const setup = adminSetup({ api: { workQueue: jest.fn(() => Promise.resolve(queueOf([science, couple]))) } });
    await renderAdmin(setup, '/admin/queue');
    expect(screen.getByText('2 items waiting')).toBeInTheDocument();
    const row = within(rowOf(21));
    expect(row.getByRole('link', { name: 'Carol Bennett' })).toHaveAttribute('href', '/admin/members/3');
    expect(row.getByText('carol.couple')).toBeInTheDocument();
    expect(row.getByText('Exploring donation to another couple')).toBeInTheDocument();
    expect(row.getByText('Donate to another couple')).toBeInTheDocument();
    expect(row.getByText('Embryos · 3 in storage')).toBeInTheDocument();
    expect(within(rowOf(13)).getByText('02 March, 2026 03:04:05 PM')).toBeInTheDocument();
    expect(within(rowOf(13)).queryByRole('button', { name: /^Deny/ })).not.toBeInTheDocument();
    expect(setup.api.workQueue).toHaveBeenCalledWith({ clinicId: undefined, state: undefined, page: 1, pageSize: 25 }, expect.anything());
  });

  it('completes an item after confirming, tells the admin and reads the queue again', async () => {
    const workQueue = jest
      .fn()
      .mockResolvedValueOnce(queueOf([science]))
      .mockResolvedValue(queueOf([]));
    const setup = adminSetup({ api: { workQueue } });
    await renderAdmin(setup, '/admin/queue');
    const user = userEvent.setup();
    await user.click(within(rowOf(13)).getByRole('button', { name: /^Complete…/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this item' }, slow);
    expect(within(dialog).getByText('Outcome: Donated to science')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(setup.api.transition).toHaveBeenCalledWith(13, { fromStatusId: 'ICR-ESCI----------------', toStatusId: 'ICR-DSCI----------------' });
    expect(await screen.findByText('Recorded: Donated to science. The member has been e-mailed.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Nothing is waiting. Items appear here when a member signs a decision.')).toBeInTheDocument());
    expect(workQueue).toHaveBeenCalledTimes(2);
  });

  it('asks which outcome when there are several (the sub-outcomes of an anonymous donation to the clinic)', async () => {
    const setup = adminSetup({ api: { workQueue: jest.fn(() => Promise.resolve(queueOf([anonymous]))) } });
    await renderAdmin(setup, '/admin/queue');
    expect(within(rowOf(31)).getByText('No signature on record')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(rowOf(31)).getByRole('button', { name: /^Complete…/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this item' }, slow);
    const outcomes = within(dialog).getByRole('radiogroup');
    expect(
      within(outcomes)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Closed (other)', 'Donated to science', 'Donated to another couple']);
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(setup.api.transition).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('radio', { name: 'Donated to science' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Research programme 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(setup.api.transition).toHaveBeenCalledWith(31, { fromStatusId: 'ICR-ADIV----------------', toStatusId: 'ICR-ADIV-DSCI-----------', reason: 'Research programme 2026' });
  });

  it('denies only with a reason, which is sent for the member to read', async () => {
    const setup = adminSetup({ api: { workQueue: jest.fn(() => Promise.resolve(queueOf([couple]))) } });
    await renderAdmin(setup, '/admin/queue');
    const user = userEvent.setup();
    await user.click(within(rowOf(21)).getByRole('button', { name: /^Deny…/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny this request' }, slow);
    expect(within(dialog).getByText('Outcome: Donation to another couple denied')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(within(dialog).getByText('Say why, so the member understands.')).toBeInTheDocument();
    expect(setup.api.transition).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  No recipient couple is registered yet.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(setup.api.transition).toHaveBeenCalledWith(21, {
      fromStatusId: 'ICR-EDON----------------',
      toStatusId: 'ICR-NDON----------------',
      reason: 'No recipient couple is registered yet.',
    });
    expect(await screen.findByText('Recorded: Donation to another couple denied. The member has been e-mailed.', {}, slow)).toBeInTheDocument();
  });

  it('says someone else acted first (409) and reads the queue again, changing nothing', async () => {
    const workQueue = jest
      .fn()
      .mockResolvedValueOnce(queueOf([science]))
      .mockResolvedValue(queueOf([]));
    const setup = adminSetup({ api: { workQueue, transition: jest.fn(() => Promise.reject(problem(409, 'item-changed'))) } });
    await renderAdmin(setup, '/admin/queue');
    const user = userEvent.setup();
    await user.click(within(rowOf(13)).getByRole('button', { name: /^Complete…/ }));
    await user.click(within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: 'Complete' }));
    const alert = await screen.findByText('Someone else acted first, or the member withdrew. The list is up to date now; nothing was changed.', {}, slow);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(workQueue).toHaveBeenCalledTimes(2));
  });

  it('keeps the dialog open with what went wrong for other failures', async () => {
    const setup = adminSetup({ api: { workQueue: jest.fn(() => Promise.resolve(queueOf([science]))), transition: jest.fn(() => Promise.reject(problem(503))) } });
    await renderAdmin(setup, '/admin/queue');
    const user = userEvent.setup();
    await user.click(within(rowOf(13)).getByRole('button', { name: /^Complete…/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('Something went wrong on our side. Try again in a moment.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference: req-1')).toBeInTheDocument();
  });

  it('shows Support the queue with no action controls at all', async () => {
    await renderAdmin(adminSetup({ session: supportSession(), api: { workQueue: jest.fn(() => Promise.resolve(queueOf([science, couple]))) } }), '/admin/queue');
    expect(screen.getByText('You can look but not change anything: your role is read-only.')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Complete|Deny/ })).toHaveLength(0);
  });

  it('filters by clinic and state, keeping them in the address, and pages through long lists', async () => {
    const workQueue = jest.fn(() => Promise.resolve(queueOf([science], 60)));
    const setup = adminSetup({ session: supportSession(), api: { workQueue } });
    await renderAdmin(setup, '/admin/queue');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clinic' }), 'Thames Fertility Centre');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Waiting for' }), 'Exploring donation to another couple');
    await settle();
    expect(screen.getByTestId('where').textContent).toBe('/admin/queue?clinicId=2&state=EDON');
    expect(workQueue).toHaveBeenLastCalledWith({ clinicId: 2, state: 'EDON', page: 1, pageSize: 25 }, expect.anything());
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    expect(workQueue).toHaveBeenLastCalledWith({ clinicId: 2, state: 'EDON', page: 2, pageSize: 25 }, expect.anything());
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows an empty filtered list and a failure with Try again', async () => {
    const workQueue = jest.fn().mockRejectedValueOnce(problem(0)).mockResolvedValue(queueOf([]));
    await renderAdmin(adminSetup({ api: { workQueue } }), '/admin/queue?state=ETHD');
    expect(screen.getByText('The portal could not be reached. Check the connection and try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing is waiting that matches these filters.')).toBeInTheDocument();
  });
});
