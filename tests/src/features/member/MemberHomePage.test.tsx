import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberHomePage as MemberHomePageAlone } from '../../../../src/features/member/MemberHomePage';
import { WithdrawDialog } from '../../../../src/features/dispositions/WithdrawDialog';
import { WithdrawDecisionSlotContext } from '../../../../src/shared/slots/WithdrawDecisionSlot';
import { daysAgo, makeConsentedItem, makeConsentRecord, makeFreezeEvent, makeMember, problem, renderPage, setup } from '../support/renderWithServices';
import type { JointDecisionView } from '../../../../contract/api/consent';

// The app layer fills the withdraw slot with the dispositions feature's dialog; so does this page's test.
function MemberHomePage() {
  return (
    <WithdrawDecisionSlotContext.Provider value={WithdrawDialog}>
      <MemberHomePageAlone />
    </WithdrawDecisionSlotContext.Provider>
  );
}

const HOME = '/member/home';
const cryc = makeFreezeEvent({ id: 101, statusId: 'ICR-CRYC----------------', count: 3, frozenOn: '2024-02-09T15:00:00Z' });
const exploringScience = makeFreezeEvent({ id: 103, statusId: 'ICR-ESCI----------------', count: 1, description: 'Day 3 embryos' });

describe('MemberHomePage', () => {
  it('shows one card per stored item with its facts and status, and the clinic’s landing page', async () => {
    const { services } = setup({ session: { freezeEvents: [cryc] } });
    await renderPage(<MemberHomePage />, services, HOME);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Carol' })).toBeInTheDocument();
    const item = within(screen.getByRole('heading', { level: 3, name: 'Embryos · 3 items' }).closest('li') as HTMLElement);
    expect(item.getByText('Cryopreserved at your clinic')).toBeInTheDocument();
    expect(item.getByText('09 February, 2024')).toBeInTheDocument();
    expect(item.getByText('Northside tank A')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to your member portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/member/about');
  });

  it('links each item to the options this member may choose for it, with thaw and discard only when old enough', async () => {
    const young = makeFreezeEvent({ id: 102, frozenOn: daysAgo(5) });
    const { services } = setup({ session: { freezeEvents: [cryc, young] } });
    await renderPage(<MemberHomePage />, services, HOME);
    const oldOptions = await screen.findByRole('group', { name: /What you can choose for these items: Embryos · 3 items \(#101\)/ });
    expect(
      within(oldOptions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Donate to another couple', '/member/c-member-explore-donate-to-another-couple?item=101'],
      ['Donate to science', '/member/c-member-explore-donate-to-science?item=101'],
      ['Use your own embryos', '/member/c-member-explore-use-your-own-embryos?item=101'],
      ['Thaw and discard', '/member/thaw-and-discard?item=101'],
    ]);
    const youngOptions = screen.getByRole('group', { name: /\(#102\)/ });
    expect(within(youngOptions).queryByRole('link', { name: 'Thaw and discard' })).not.toBeInTheDocument();
    expect(within(youngOptions).getByText(/^Thaw and discard: available from /)).toBeInTheDocument();
  });

  it('lists an option page only when it can do something for the member’s items (grace.egg: no donation pages)', async () => {
    const eggs = makeFreezeEvent({ id: 201, itemTypeId: 'GCR', statusId: 'GCR-CRYC----------------', count: 12, frozenOn: '2022-07-08T15:00:00Z' });
    const { services } = setup({ session: { freezeEvents: [eggs], member: makeMember({ memberType: 'EggCryo', typeId: 'GCR' }) } });
    await renderPage(<MemberHomePage />, services, HOME);
    const list = (await screen.findByRole('heading', { level: 2, name: 'Learn about your options' })).closest('section') as HTMLElement;
    // Eggs cannot be donated to another couple or to science; this clinic's content has no thaw-and-discard page for eggs.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/member/g-member-explore-use-your-own-embryos']);
  });

  it('offers anonymous donation through the clinic instead of open/closed donation for an anonymous privacy type', async () => {
    const { services } = setup({ session: { freezeEvents: [cryc], member: makeMember({ matchingPrivacyTypeId: 'IVFU' }) } });
    await renderPage(<MemberHomePage />, services, HOME);
    const options = await screen.findByRole('group', { name: /\(#101\)/ });
    expect(within(options).getByRole('link', { name: 'Donate anonymously through your clinic' })).toHaveAttribute(
      'href',
      '/member/c-member-explore-donate-to-another-couple?item=101',
    );
    expect(within(options).queryByRole('link', { name: 'Donate to another couple' })).not.toBeInTheDocument();
  });

  it('shows a decision in progress with the date it was signed and no new options for that item', async () => {
    const { services } = setup({
      session: { freezeEvents: [exploringScience] },
      consentRecords: [
        makeConsentRecord({ id: 2, freezeEventId: 103, signedAtUtc: '2026-03-02T15:04:05Z' }),
        makeConsentRecord({ id: 1, freezeEventId: 103, signedAtUtc: '2025-01-01T10:00:00Z' }),
      ],
    });
    await renderPage(<MemberHomePage />, services, HOME);
    const decision = await screen.findByRole('region', { name: 'Decision in progress' });
    expect(within(decision).getByText('You are exploring: donation to science')).toBeInTheDocument();
    expect(await within(decision).findByText('Signed on 02 March, 2026')).toBeInTheDocument();
    expect(within(decision).getByRole('button', { name: 'Withdraw the decision for Embryos · 1 item (#103)' })).toBeEnabled();
    expect(screen.getByText('Exploring donation to science')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /\(#103\)/ })).not.toBeInTheDocument();
  });

  it('counts an anonymous donation with the clinic as a decision in progress that only the clinic can change', async () => {
    const adiv = makeFreezeEvent({ id: 104, statusId: 'ICR-ADIV----------------' });
    const { services } = setup({ session: { freezeEvents: [adiv] } });
    await renderPage(<MemberHomePage />, services, HOME);
    const decision = await screen.findByRole('region', { name: 'Decision in progress' });
    expect(within(decision).getByText('You are exploring: anonymous donation through your clinic')).toBeInTheDocument();
    expect(within(decision).getByText(/Your clinic has accepted this decision/)).toBeInTheDocument();
    expect(within(decision).queryByRole('button')).not.toBeInTheDocument();
  });

  // Inside dialogs, role queries include elements marked aria-hidden: Fluent's focus manager hides an
  // open dialog again whenever jsdom's focus falls outside it, which happens on its timers only on a
  // busy machine. What a dialog says and offers is still asserted by role and name.
  it('withdraws a decision only after confirmation, then shows the fresh status without a reload', async () => {
    const user = userEvent.setup();
    const back = { ...exploringScience, statusId: 'ICR-CRYC----------------' };
    const { services, members, session } = setup({ session: { freezeEvents: [exploringScience] } });
    members.withdrawDisposition.mockResolvedValueOnce(back);
    members.freezeEvents.mockResolvedValueOnce([back]);
    await renderPage(<MemberHomePage />, services, HOME);
    const withdraw = await screen.findByRole('button', { name: /Withdraw the decision for/ });

    await user.click(withdraw);
    let dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your decision?' });
    expect(dialog).toHaveTextContent('You will stop exploring donation to science for Embryos · 1 item (#103).');
    await user.click(await within(dialog).findByRole('button', { name: 'Keep my decision', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(members.withdrawDisposition).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Withdraw the decision for/ }));
    dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your decision?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Withdraw', hidden: true }));
    expect(await screen.findByText('Your decision for Embryos · 1 item (#103) is withdrawn.')).toBeInTheDocument();
    expect(members.withdrawDisposition).toHaveBeenCalledWith(42, 103, { skipErrorPolicy: true });
    expect(session.snapshot.freezeEvents).toEqual([back]);
    expect(screen.queryByRole('region', { name: 'Decision in progress' })).not.toBeInTheDocument();
    expect(screen.getByText('Cryopreserved at your clinic')).toBeInTheDocument();
  });

  it('keeps the dialog open with a clear message when the withdrawal is refused', async () => {
    const user = userEvent.setup();
    const { services, members } = setup({ session: { freezeEvents: [exploringScience] } });
    members.withdrawDisposition.mockRejectedValueOnce(problem(403));
    await renderPage(<MemberHomePage />, services, HOME);
    await user.click(await screen.findByRole('button', { name: /Withdraw the decision for/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Withdraw', hidden: true }));
    expect(await within(dialog).findByText(/Your account is read-only/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw', hidden: true })).toBeEnabled();
  });

  it('shows the empty vault', async () => {
    const { services } = setup({ session: { freezeEvents: [] } });
    await renderPage(<MemberHomePage />, services, HOME);
    expect(screen.getByText(/You have no stored items with Northside Fertility yet/)).toBeInTheDocument();
  });

  it('says the stored items could not be loaded, never that there are none, when their call failed; Try again reads them', async () => {
    const { services, session } = setup({ session: { freezeEvents: [], freezeEventsFailed: true } });
    await renderPage(<MemberHomePage />, services, HOME);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your stored items.');
    expect(screen.queryByText(/You have no stored items/)).not.toBeInTheDocument();

    // Still failing: the message stays.
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(session.reloadFreezeEvents).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your stored items.');

    // Back: the cards show.
    session.nextFreezeEvents = [cryc];
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Embryos · 3 items' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load your stored items.')).not.toBeInTheDocument();
  });

  it('shows a loading state until the member is loaded, and an error state with a retry when loading failed', async () => {
    const loading = setup({ session: { member: null, memberStatus: 'loading' } });
    const view = await renderPage(<MemberHomePage />, loading.services, HOME);
    // The vault waits for the member; nothing else is shown meanwhile.
    expect(screen.getByRole('progressbar', { name: 'Loading your stored items…' })).toBeInTheDocument();
    view.unmount();

    const failed = setup({ session: { member: null, memberStatus: 'failed' } });
    await renderPage(<MemberHomePage />, failed.services, HOME);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load your stored items.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(failed.session.loadMemberState).toHaveBeenCalled();
  });

  it('keeps the vault when the clinic’s content cannot be loaded', async () => {
    const { services, content } = setup({ session: { freezeEvents: [cryc] } });
    content.getMemberPortal.mockRejectedValue(problem(503));
    await renderPage(<MemberHomePage />, services, HOME);
    expect(await screen.findByText('Your clinic’s news could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Embryos · 3 items' })).toBeInTheDocument();
  });

  it('lists the consent records in a dialog and prints them', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { services } = setup({
      session: { freezeEvents: [exploringScience] },
      consentRecords: [
        makeConsentRecord({ id: 2, freezeEventId: 103, action: 'sign', option: 'donate-to-science', signedAtUtc: '2026-03-02T15:04:05Z', termsVersion: 'DS-2026.1' }),
        makeConsentRecord({ id: 1, freezeEventId: 103, action: 'withdraw', option: 'thaw-and-discard', signedAtUtc: '2026-02-01T09:00:00Z', termsVersion: 'DS-2025.4' }),
      ],
    });
    await renderPage(<MemberHomePage />, services, HOME);
    await user.click(screen.getByRole('button', { name: 'My consent records' }));
    const dialog = await screen.findByRole('dialog', { name: 'My consent records' });
    const table = await within(dialog).findByRole('table', { name: 'Consent records, newest first', hidden: true });
    // The records arrive after the dialog opens; wait for both of them.
    await waitFor(() => expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(3));
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell', { hidden: true })
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      // The terms column: the version, and a button that shows the exact text signed.
      // The terms column also downloads the record as a PDF.
      ['02 March, 2026 09:04:05 AM', 'Signed', 'Donate to science', 'Embryos · 1 item (#103)', 'Carol Couple', 'DS-2026.1View the terms signedPDF'],
      ['01 February, 2026 03:00:00 AM', 'Withdrawn', 'Thaw and discard', 'Embryos · 1 item (#103)', 'Carol Couple', 'DS-2025.4View the terms signedPDF'],
    ]);
    await user.click(await within(dialog).findByRole('button', { name: 'Print', hidden: true }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveAttribute('data-print-scope', 'consent-records');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement).not.toHaveAttribute('data-print-scope');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    print.mockRestore();
  });

  it('shows an empty consent record list and a retry when the records cannot be loaded', async () => {
    const user = userEvent.setup();
    const { services, members } = setup({ session: { freezeEvents: [cryc] } });
    members.consentRecords.mockRejectedValueOnce(problem(500)).mockRejectedValueOnce(problem(500)).mockResolvedValue([]);
    await renderPage(<MemberHomePage />, services, HOME);
    await user.click(screen.getByRole('button', { name: 'My consent records' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Your consent records could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('You have not signed any decisions online yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print', hidden: true })).toBeDisabled();
  });

  it('speaks the member’s language', async () => {
    const { services } = setup({ session: { freezeEvents: [exploringScience] } });
    await renderPage(<MemberHomePage />, services, HOME, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Mes consentements' })).toBeInTheDocument();
    expect(screen.getByText('Vous envisagez : le don à la recherche')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer la décision pour Embryons · 1 unité (n° 103)' })).toBeInTheDocument();
  });

  describe('consent with a partner and consent to storage (issue 13)', () => {
    const decision = (overrides: Partial<JointDecisionView> = {}): JointDecisionView => ({
      id: 7,
      option: 'donate-to-science',
      state: 'waitingForPartner',
      freezeEventIds: [101],
      yourRole: 'owner',
      ownerName: 'Carol Couple',
      coOwnerName: 'Daniel Bennett',
      signatures: [{ party: 'owner', name: 'Carol Couple', signedAtUtc: '2026-11-20T10:00:00Z', identityCheck: 'signed-in' }],
      startedAtUtc: '2026-11-20T10:00:00Z',
      lapsesAtUtc: '2026-12-20T10:00:00Z',
      closedAtUtc: null,
      closedBy: null,
      ...overrides,
    });

    it('says a decision waits for the partner, offers nothing else for the item, and withdraws it after confirmation', async () => {
      const user = userEvent.setup();
      const { services, consent } = setup({
        session: { freezeEvents: [cryc] },
        consentOverview: { ownItems: [makeConsentedItem(cryc, { coOwnerName: 'Daniel Bennett', jointDecision: decision() })], sharedItems: [] },
      });
      consent.withdraw.mockResolvedValue(decision({ state: 'withdrawn', closedBy: 'owner', closedAtUtc: '2026-11-21T10:00:00Z' }));
      await renderPage(<MemberHomePage />, services, HOME);
      const region = await screen.findByRole('region', { name: 'Decision with your partner' });
      expect(region).toHaveTextContent('Waiting for Daniel Bennett to sign: Donate to science');
      expect(region).toHaveTextContent('Daniel Bennett has not signed yet, so nothing has changed.');
      expect(screen.getByText('Created with')).toBeInTheDocument();
      // No new option can start on the item while the decision waits.
      expect(document.querySelectorAll('a[href*="item=101"]')).toHaveLength(0);
      await user.click(within(region).getByRole('button', { name: /Withdraw the decision “Donate to science”/ }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this decision?' });
      expect(dialog).toHaveTextContent('Daniel Bennett will be told by e-mail');
      await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      expect(consent.withdraw).toHaveBeenCalledWith(42, 7, expect.anything());
      expect(await screen.findByText(/is withdrawn\. Daniel Bennett has been told\./)).toBeInTheDocument();
    });

    it('shows a partner the shared items and asks for their signature; the name must match their account', async () => {
      const user = userEvent.setup();
      const shared = makeFreezeEvent({ id: 201, memberId: 9, statusId: 'ICR-CRYC----------------', count: 5 });
      const asked = decision({
        id: 8,
        freezeEventIds: [201],
        yourRole: 'coOwner',
        ownerName: 'Maya Okoro',
        coOwnerName: 'Carol Couple',
        signatures: [{ party: 'owner', name: 'Maya Okoro', signedAtUtc: '2026-11-20T10:00:00Z', identityCheck: 'signed-in' }],
      });
      const { services, consent } = setup({
        session: { freezeEvents: [] },
        consentOverview: { ownItems: [], sharedItems: [makeConsentedItem(shared, { ownerName: 'Maya Okoro', jointDecision: asked })] },
      });
      consent.coSign.mockResolvedValue({ ...asked, state: 'consented' });
      await renderPage(<MemberHomePage />, services, HOME);
      expect(await screen.findByText(/Maya Okoro asks for your signature on a decision about the embryos you share/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Shared with Maya Okoro' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Review and sign “Donate to science”/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign the decision' });
      expect(dialog).toHaveTextContent('Nothing happens unless you do.');
      await user.type(within(dialog).getByRole('textbox', { name: /Type your full name/ }), 'Someone Else');
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
      expect(await within(dialog).findByText(/Type your name as it is on your account/)).toBeInTheDocument();
      expect(consent.coSign).not.toHaveBeenCalled();
      const name = within(dialog).getByRole('textbox', { name: /Type your full name/ });
      await user.clear(name);
      await user.type(name, 'Carol Couple');
      await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
      await waitFor(() => expect(consent.coSign).toHaveBeenCalledTimes(1));
      const [, decisionId, body] = consent.coSign.mock.calls[0]!;
      expect(decisionId).toBe(8);
      expect(body.option).toBe('donate-to-science');
      expect(body.signature).toMatchObject({ fullName: 'Carol Couple', consent: true, termsVersion: 'DS-2026.1' });
      expect(body.signature.termsHash).toMatch(/^[0-9a-f]{64}$/);
      expect(await screen.findByText(/Both of you have now signed/)).toBeInTheDocument();
    });

    it('reminds the member after sign-in that consent to storage is due, and renews it with a signature', async () => {
      const user = userEvent.setup();
      const due = {
        status: 'due' as const,
        consentedAtUtc: '2024-12-01T00:00:00Z',
        dueDate: '2026-12-31',
        daysLeft: 36,
        renewalStep: 'renewOrChangeDestination',
        renewalIntervalYears: 2,
      };
      const { services, consent } = setup({
        session: { freezeEvents: [cryc] },
        consentOverview: { ownItems: [makeConsentedItem(cryc, { storageConsent: due })], sharedItems: [] },
      });
      consent.renewStorage.mockResolvedValue(makeConsentedItem(cryc, { storageConsent: { ...due, status: 'current', dueDate: '2028-11-25', daysLeft: 730 } }));
      await renderPage(<MemberHomePage />, services, HOME);
      expect(await screen.findByText('Your consent to the storage of 1 item must be renewed by 31 December, 2026.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Renew consent to storage of/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Renew your consent to storage' });
      expect(dialog).toHaveTextContent('Renew (or change) what is to become of your embryos');
      expect(dialog).toHaveTextContent('every 2 years');
      await user.type(within(dialog).getByRole('textbox', { name: /Type your full name/ }), 'Carol Couple');
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
      await waitFor(() => expect(consent.renewStorage).toHaveBeenCalledTimes(1));
      const [memberId, freezeId, body] = consent.renewStorage.mock.calls[0]!;
      expect([memberId, freezeId, body.signature.fullName, body.signature.termsVersion]).toEqual([42, 101, 'Carol Couple', 'DS-2026.1']);
      expect(await screen.findByText(/is renewed until 25 November, 2028/)).toBeInTheDocument();
    });

    it('names a partner’s signature as theirs in the consent records, and downloads a record as a PDF', async () => {
      const user = userEvent.setup();
      const { services, members } = setup({
        session: { freezeEvents: [cryc] },
        consentRecords: [makeConsentRecord({ id: 5, freezeEventId: 101, signedName: 'Daniel Bennett', signer: 'coOwner', identityCheck: 'link:last-name+date-of-birth' })],
      });
      const createUrl = jest.fn(() => 'blob:record');
      Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: jest.fn() });
      await renderPage(<MemberHomePage />, services, HOME);
      await user.click(screen.getByRole('button', { name: 'My consent records' }));
      const dialog = await screen.findByRole('dialog', { name: 'My consent records' });
      expect(await within(dialog).findByText('Daniel Bennett (partner, identity checked through the e-mailed link)')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: /Download the consent record of .* as a PDF/, hidden: true }));
      await waitFor(() => expect(members.consentDocument).toHaveBeenCalledWith(42, 5, expect.anything()));
      expect(createUrl).toHaveBeenCalled();
    });
  });
});
