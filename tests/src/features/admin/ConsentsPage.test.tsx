import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffConsentRow } from '../../../../contract/api/consent';
import type { StaffConsentKind } from '../../../../src/features/admin/api/createStaffApi';
import { formatDate } from '../../../../src/shared/format/formatDate';
import { adminSetup, makeConsentRow, makeJointDecision, makeStorageConsent, problem, renderAdmin, settle, supportSession } from '../../support/renderWithServices';

jest.setTimeout(30000);

const waiting = makeConsentRow();
const hugo = makeConsentRow({
  memberId: 40,
  memberName: 'Hugo Fernández',
  clinicId: 3,
  clinicName: 'Clínica Sol',
  freezeEventId: 41,
  description: 'Day 5 blastocysts',
  coOwnerName: null,
  decision: null,
  storageConsent: makeStorageConsent(),
});
const thames = makeConsentRow({
  memberId: 50,
  memberName: 'Fiona Clarke',
  clinicId: 2,
  clinicName: 'Thames Fertility Centre',
  freezeEventId: 51,
  description: 'Eggs, first collection',
  coOwnerName: null,
  decision: null,
  storageConsent: makeStorageConsent({ dueDate: '2026-04-20', daysLeft: 5, renewalStep: 'renewStorageConsent', renewalIntervalYears: 10 }),
});
const lumiere = makeConsentRow({
  memberId: 60,
  memberName: 'Claire Martin',
  clinicId: 4,
  clinicName: 'Lumière',
  freezeEventId: 61,
  description: 'Embryons J5',
  coOwnerName: 'Paul Martin',
  decision: null,
  storageConsent: makeStorageConsent({ dueDate: '2026-06-01', daysLeft: 0, renewalStep: 'confirmParentalProject', renewalIntervalYears: 1 }),
});
const tom = makeConsentRow({
  memberId: 70,
  memberName: 'Thomas Andersen',
  freezeEventId: 71,
  description: 'Day 5 blastocysts',
  coOwnerName: null,
  decision: null,
  storageConsent: makeStorageConsent({ status: 'lapsed', dueDate: '2026-02-10', daysLeft: -35, renewalStep: 'signStorageAgreement', renewalIntervalYears: 1 }),
});

type Lists = Partial<Record<StaffConsentKind, StaffConsentRow[]>>;
const answering = (lists: Lists) => jest.fn((kind: StaffConsentKind) => Promise.resolve(lists[kind] ?? []));

const where = () => screen.getByTestId('where').textContent;
const rowOf = (kind: StaffConsentKind, freezeEventId: number) =>
  within(screen.getAllByRole('row').find((row) => row.getAttribute('embryo-test-sid') === `admin-consent-row-${kind}-${String(freezeEventId)}`)!);
const panel = () => within(screen.getByRole('tabpanel'));
/** The text of a row's cell under the column of that name. */
const cellText = (kind: StaffConsentKind, freezeEventId: number, column: string) =>
  screen
    .getAllByRole('row')
    .find((row) => row.getAttribute('embryo-test-sid') === `admin-consent-row-${kind}-${String(freezeEventId)}`)!
    .querySelector(`td[data-label="${column}"]`)?.textContent;

describe('ConsentsPage', () => {
  it('says what each empty list means, and reads the three lists once', async () => {
    const setup = adminSetup();
    await renderAdmin(setup, '/admin/consents');
    expect(screen.getByRole('heading', { level: 1, name: 'Consents' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waiting for a partner (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(panel().getByText(/^No decision is waiting for a partner\. A decision about embryos created with a partner is listed here/)).toBeInTheDocument();
    expect(setup.api.consents.mock.calls.map(([kind, clinicId]: unknown[]) => [kind, clinicId])).toEqual([
      ['waiting', undefined],
      ['due', undefined],
      ['lapsed', undefined],
    ]);
    // One clinic: no clinic filter to choose from.
    expect(screen.queryByRole('combobox', { name: 'Clinic' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Renewal due (0)' }));
    expect(panel().getByText(/^No storage consent is due for renewal\./)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Lapsed (0)' }));
    expect(panel().getByText(/^No storage consent has lapsed\./)).toBeInTheDocument();
    expect(panel().getByText(/^Nothing is discarded automatically\./)).toBeInTheDocument();
    expect(where()).toBe('/admin/consents?kind=lapsed');
    expect(setup.api.consents).toHaveBeenCalledTimes(3);
  });

  it('lists decisions waiting for a partner: who signed when, the decision in words, and when it lapses', async () => {
    const two = makeConsentRow({
      freezeEventId: 23,
      description: 'Day 5 blastocysts, created with Daniel',
      decision: makeJointDecision({
        id: 6,
        option: 'thaw-and-discard',
        freezeEventIds: [23, 24],
        lapsesAtUtc: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        signatures: [{ party: 'coOwner', name: 'Daniel Bennett', signedAtUtc: '2026-03-02T15:04:05Z', identityCheck: 'link:last-name+date-of-birth' }],
      }),
    });
    await renderAdmin(adminSetup({ api: { consents: answering({ waiting: [waiting, two] }) } }), '/admin/consents');
    expect(screen.getByRole('tab', { name: 'Waiting for a partner (2)' })).toBeInTheDocument();
    expect(panel().getByText('2 decisions waiting for a partner')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Decisions waiting for a partner' })).toBeInTheDocument();

    const row = rowOf('waiting', 22);
    expect(row.getByRole('link', { name: 'Carol Bennett' })).toHaveAttribute('href', '/admin/members/3');
    expect(row.getByText('Northside Fertility')).toBeInTheDocument();
    expect(row.getByText('Day 3 embryos, created with Daniel')).toBeInTheDocument();
    expect(row.getByText('Donate to science')).toBeInTheDocument();
    const signature = waiting.decision!.signatures[0]!;
    expect(cellText('waiting', 22, 'Signed by')).toBe(`Carol Bennett${formatDate(signature.signedAtUtc, 'en-US')}`);
    expect(cellText('waiting', 22, 'Waiting for')).toBe('Daniel Bennett');
    expect(row.getByText(formatDate(waiting.decision!.lapsesAtUtc, 'en-US'))).toBeInTheDocument();
    expect(row.getByText('28 days left')).toBeInTheDocument();

    // The partner signed first (through the link): the account holder is the one awaited.
    const other = rowOf('waiting', 23);
    expect(other.getByText('Thaw and discard')).toBeInTheDocument();
    expect(other.getByText('and 1 more item')).toBeInTheDocument();
    expect(cellText('waiting', 23, 'Signed by')).toBe(`Daniel Bennett${formatDate('2026-03-02T15:04:05Z', 'en-US')}`);
    expect(cellText('waiting', 23, 'Waiting for')).toBe('Carol Bennett');
    expect(other.getByText(/^(Lapses today|1 day left)$/)).toBeInTheDocument();
  });

  it('lists consents due for renewal with the due date, days left and each country’s renewal step in words', async () => {
    const fromUs = makeConsentRow({
      memberId: 80,
      memberName: 'Grace Lee',
      freezeEventId: 81,
      description: 'Eggs',
      coOwnerName: null,
      decision: null,
      storageConsent: makeStorageConsent({ dueDate: '2026-07-01', daysLeft: 61, renewalStep: 'signStorageAgreement', renewalIntervalYears: 1 }),
    });
    await renderAdmin(adminSetup({ session: supportSession(), api: { consents: answering({ due: [lumiere, thames, hugo, fromUs] }) } }), '/admin/consents?kind=due');
    expect(screen.getByRole('tab', { name: 'Renewal due (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(panel().getByText('4 items due for renewal')).toBeInTheDocument();
    const row = rowOf('due', 41);
    expect(row.getByRole('link', { name: 'Hugo Fernández' })).toHaveAttribute('href', '/admin/members/40');
    expect(row.getByText('Clínica Sol')).toBeInTheDocument();
    expect(row.getByText('None')).toBeInTheDocument();
    expect(row.getByText('01 May, 2026')).toBeInTheDocument();
    expect(row.getByText('40 days left')).toBeInTheDocument();
    expect(row.getByText('Renew or change destination')).toBeInTheDocument();
    expect(row.getByText('Every 2 years')).toBeInTheDocument();
    expect(rowOf('due', 51).getByText('Renew storage consent')).toBeInTheDocument();
    expect(rowOf('due', 51).getByText('Every 10 years')).toBeInTheDocument();
    expect(rowOf('due', 51).getByText('5 days left')).toBeInTheDocument();
    expect(rowOf('due', 61).getByText('Confirm parental project')).toBeInTheDocument();
    expect(rowOf('due', 61).getByText('Paul Martin')).toBeInTheDocument();
    expect(rowOf('due', 61).getByText('Last day today')).toBeInTheDocument();
    expect(rowOf('due', 81).getByText('Sign storage agreement')).toBeInTheDocument();
    expect(rowOf('due', 81).getByText('Every year')).toBeInTheDocument();
    // A list only: Support sees the same, with nothing to act on.
    expect(screen.queryAllByRole('button')).toHaveLength(1); // the sign-out button
  });

  it('lists lapsed consents with the day they lapsed and says nothing is discarded automatically', async () => {
    await renderAdmin(adminSetup({ api: { consents: answering({ lapsed: [tom], waiting: [waiting] }) } }), '/admin/consents?kind=lapsed');
    expect(screen.getByRole('tab', { name: 'Lapsed (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Waiting for a partner (1)' })).toHaveAttribute('aria-selected', 'false');
    expect(
      panel().getByText(/^Nothing is discarded automatically\. Contact the member \(and their partner, if there is one\) to renew consent or agree what happens next/),
    ).toBeInTheDocument();
    expect(panel().getByText('1 item with lapsed consent')).toBeInTheDocument();
    const row = rowOf('lapsed', 71);
    expect(row.getByRole('link', { name: 'Thomas Andersen' })).toHaveAttribute('href', '/admin/members/70');
    expect(row.getByText('11 February, 2026')).toBeInTheDocument();
    expect(row.getByText('34 days ago')).toBeInTheDocument();
    expect(row.getByText('Sign storage agreement')).toBeInTheDocument();
  });

  it('keeps the list and the clinic in the address and reads the lists for that clinic', async () => {
    const consents = answering({ due: [hugo] });
    const setup = adminSetup({ session: supportSession(), api: { consents } });
    await renderAdmin(setup, '/admin/consents');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clinic' }), 'Thames Fertility Centre');
    await settle();
    expect(where()).toBe('/admin/consents?clinicId=2');
    expect(consents).toHaveBeenLastCalledWith('lapsed', 2, expect.anything());
    expect(consents).toHaveBeenCalledWith('waiting', 2, expect.anything());
    expect(panel().getByText('No decision at Thames Fertility Centre is waiting for a partner.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Renewal due/ }));
    expect(where()).toBe('/admin/consents?clinicId=2&kind=due');
    // Switching lists reads nothing again.
    expect(consents).toHaveBeenCalledTimes(6);
  });

  it('opens the list the address names, filtered, and is used with the keyboard', async () => {
    const setup = adminSetup({ session: supportSession(), api: { consents: answering({}) } });
    await renderAdmin(setup, '/admin/consents?clinicId=3&kind=due');
    expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveValue('3');
    expect(screen.getByRole('tab', { name: /^Renewal due/ })).toHaveAttribute('aria-selected', 'true');
    expect(panel().getByText('No storage consent at Clínica Sol is due for renewal.')).toBeInTheDocument();
    const user = userEvent.setup();
    // Arrow keys between tabs are Fluent's (tabster, checked in the browser); Enter chooses the focused tab.
    screen.getByRole('tab', { name: /^Lapsed/ }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(where()).toBe('/admin/consents?clinicId=3&kind=lapsed');
    expect(panel().getByText('No storage consent at Clínica Sol has lapsed.')).toBeInTheDocument();
  });

  it('shows a failure with Try again, which reads the lists again', async () => {
    const consents = jest.fn().mockRejectedValueOnce(problem(503)).mockResolvedValue([tom]);
    await renderAdmin(adminSetup({ api: { consents } }), '/admin/consents?kind=lapsed');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Try again in a moment.');
    expect(screen.getByRole('alert')).toHaveTextContent('Reference: req-1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 item with lapsed consent')).toBeInTheDocument();
  });

  it('speaks Spanish and French', async () => {
    const es = await renderAdmin(adminSetup({ api: { consents: answering({ lapsed: [tom] }) } }), '/admin/consents?kind=lapsed', { locale: 'es' });
    expect(screen.getByRole('tab', { name: 'Caducados (1)' })).toBeInTheDocument();
    expect(rowOf('lapsed', 71).getByText('Firmar el contrato de almacenamiento')).toBeInTheDocument();
    expect(rowOf('lapsed', 71).getByText('Hace 34 días')).toBeInTheDocument();
    es.unmount();
    await renderAdmin(adminSetup({ api: { consents: answering({ due: [hugo] }) } }), '/admin/consents?kind=due', { locale: 'fr' });
    expect(screen.getByRole('tab', { name: 'Renouvellement à venir (1)' })).toBeInTheDocument();
    expect(rowOf('due', 41).getByText('Renouveler ou changer la destination')).toBeInTheDocument();
    expect(rowOf('due', 41).getByText('40 jours restants')).toBeInTheDocument();
  });
});
