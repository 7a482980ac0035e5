import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberHomePage } from '../../../../src/features/member/MemberHomePage';
import { daysAgo, makeConsentRecord, makeFreezeEvent, makeMember, problem, renderPage, setup } from '../support/renderWithServices';

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
      ['02 March, 2026 09:04:05 AM', 'Signed', 'Donate to science', 'Embryos · 1 item (#103)', 'Carol Couple', 'DS-2026.1View the terms signed'],
      ['01 February, 2026 03:00:00 AM', 'Withdrawn', 'Thaw and discard', 'Embryos · 1 item (#103)', 'Carol Couple', 'DS-2025.4View the terms signed'],
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
});
