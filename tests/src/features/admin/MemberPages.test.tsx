import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '../../../../src/shared/format/formatDateTime';
import { adminSetup, makeMemberDetail, makeSummary, problem, renderAdmin, supportSession } from '../../support/renderWithServices';

const slow = { timeout: 15000 };
jest.setTimeout(30000);

describe('MemberSearchPage', () => {
  it('finds a member by user name and links to their page', async () => {
    const setup = adminSetup({ api: { findMembers: jest.fn(() => Promise.resolve([makeSummary({ isReadOnly: true })])) } });
    await renderAdmin(setup, '/admin/members');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /User name/ }), ' carol.couple ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(setup.api.findMembers).toHaveBeenCalledWith({ userName: 'carol.couple' }, expect.anything());
    expect(await screen.findByText('1 member found')).toBeInTheDocument();
    const row = within(screen.getAllByRole('row').find((r) => r.getAttribute('embryo-test-sid') === 'admin-member-row-3')!);
    expect(row.getByRole('link', { name: 'Carol Bennett' })).toHaveAttribute('href', '/admin/members/3');
    expect(row.getByText('Embryo storage')).toBeInTheDocument();
    expect(row.getByText('Read-only')).toBeInTheDocument();
  });

  it('asks for first name, last name and date of birth together', async () => {
    const setup = adminSetup();
    await renderAdmin(setup, '/admin/members');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Name and date of birth' }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Carol');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter the last name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the date of birth.')).toBeInTheDocument();
    expect(setup.api.findMembers).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Bennett');
    await user.type(screen.getByLabelText(/Date of birth/), '1984-02-27');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(setup.api.findMembers).toHaveBeenCalledWith({ firstName: 'Carol', lastName: 'Bennett', dateOfBirth: '1984-02-27' }, expect.anything());
    expect(await screen.findByText('No member of your clinics matches. Check the spelling, or try another way to find them.')).toBeInTheDocument();
  });

  it('refuses a member id that is not a number, and offers a clinic filter to staff of several clinics', async () => {
    const setup = adminSetup({ session: supportSession() });
    await renderAdmin(setup, '/admin/members');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Member id' }));
    await user.type(screen.getByRole('textbox', { name: /Member id/ }), '12a');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter the member id (digits only).')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Member id/ }));
    await user.type(screen.getByRole('textbox', { name: /Member id/ }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clinic' }), 'Thames Fertility Centre');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(setup.api.findMembers).toHaveBeenCalledWith({ memberId: 12, clinicId: 2 }, expect.anything());
  });
});

describe('AdminMemberPage', () => {
  it('shows the member: summary, profile, stored items with their history, consent, billing and payment', async () => {
    const setup = adminSetup();
    await renderAdmin(setup, '/admin/members/3');
    expect(setup.api.member).toHaveBeenCalledWith(3, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Carol Bennett' })).toBeInTheDocument();
    expect(screen.getByText('User name carol.couple · Member 3 · Northside Fertility · Embryo storage')).toBeInTheDocument();
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText('(617) 555-0113')).toBeInTheDocument();
    expect(profile.getByText('27 February, 1984')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Stored items' }));
    expect(items.getByText('Donation to another couple denied')).toBeInTheDocument();
    expect(items.getByText('History (2 changes)')).toBeInTheDocument();
    expect(items.getByText(/by nadia\.admin@northside\.example/)).toBeInTheDocument();
    expect(items.getByText('Reason: No recipient couple is registered yet.')).toBeInTheDocument();
    const consent = within(screen.getByRole('region', { name: 'Consent records' }));
    expect(consent.getByText('Donate to another couple')).toBeInTheDocument();
    expect(consent.getByText('Day 3 embryos (Embryos)')).toBeInTheDocument();
    const billing = within(screen.getByRole('region', { name: 'Billing' }));
    expect(billing.getByText('$250.00')).toBeInTheDocument();
    expect(billing.getByText('Annual storage fee 2025–2026')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment method' })).getByText('Mastercard ending 4444, expires 09/29')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Matching' })).getByText('No profile yet')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Collection appointments' })).getByText('No collection appointments.')).toBeInTheDocument();
  });

  it('locks sign-in after confirming, says it is done, and then offers to unlock', async () => {
    const setup = adminSetup();
    await renderAdmin(setup, '/admin/members/3');
    const actions = within(screen.getByRole('region', { name: 'Account actions' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Send password reset e-mail', 'Lock sign-in', 'Make account read-only']);
    const user = userEvent.setup();
    await user.click(actions.getByRole('button', { name: 'Lock sign-in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lock this member’s sign-in?' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Lock sign-in' }));
    expect(setup.api.setSignInLocked).toHaveBeenCalledWith(3, true);
    expect(await screen.findByText('Sign-in is locked.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), slow);
    // The page behind the dialog is aria-hidden until Fluent's focus manager catches up (a timer).
    expect(await screen.findByRole('button', { name: 'Unlock sign-in' }, slow)).toBeInTheDocument();
    expect(screen.getAllByText('Sign-in locked').length).toBeGreaterThan(0);
  });

  it('sends a password reset, and offers to turn two-factor off only when it is on', async () => {
    const setup = adminSetup({ api: { member: jest.fn(() => Promise.resolve(makeMemberDetail({ twoFactorEnabled: true }))) } });
    await renderAdmin(setup, '/admin/members/3');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', { name: 'Turn off' }));
    expect(setup.api.resetTwoFactor).toHaveBeenCalledWith(3);
    expect(await screen.findByText('Two-factor sign-in is off for this member.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument(), slow);
    await user.click(await screen.findByRole('button', { name: 'Send password reset e-mail' }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send a password reset e-mail?' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(setup.api.sendPasswordReset).not.toHaveBeenCalled();
  });

  it('shows Support the member with no account actions', async () => {
    const setup = adminSetup({ session: supportSession() });
    await renderAdmin(setup, '/admin/members/3');
    expect(screen.getByText('Your role is read-only: account actions are not available to you.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lock|read-only|password|two-factor/ })).not.toBeInTheDocument();
  });

  it('says "not found" for a member outside one’s clinics (404) and for an address that is no member id', async () => {
    const setup = adminSetup({ api: { member: jest.fn(() => Promise.reject(problem(404, 'member-not-found'))) } });
    const view = await renderAdmin(setup, '/admin/members/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
    expect(screen.getByText('Not found. It does not exist, or it is not at one of your clinics.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to member search/ })).toHaveAttribute('href', '/admin/members');
    view.unmount();
    const other = adminSetup();
    await renderAdmin(other, '/admin/members/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
    expect(other.api.member).not.toHaveBeenCalled();
  });

  describe('consent record PDFs', () => {
    const when = () => formatDateTime('2026-03-01T10:00:00Z', 'en-US');
    const pdfButton = () =>
      within(screen.getByRole('region', { name: 'Consent records' })).getByRole('button', { name: `Download PDF: consent record of ${when()}, Day 3 embryos (Embryos)` });
    let saved: { blobs: Blob[]; names: string[]; click: jest.SpyInstance };

    beforeEach(() => {
      saved = { blobs: [], names: [], click: jest.spyOn(HTMLAnchorElement.prototype, 'click') };
      saved.click.mockImplementation(function (this: HTMLAnchorElement) {
        saved.names.push(this.download);
      });
      Object.assign(URL, {
        createObjectURL: jest.fn((blob: Blob) => {
          saved.blobs.push(blob);
          return 'blob:consent-record';
        }),
        revokeObjectURL: jest.fn(),
      });
    });
    afterEach(() => saved.click.mockRestore());

    it('downloads a record’s PDF from the API and saves it under the record’s name', async () => {
      let answer: (blob: Blob) => void = () => undefined;
      const consentDocument = jest.fn(() => new Promise<Blob>((resolve) => (answer = resolve)));
      const setup = adminSetup({ session: supportSession(), api: { consentDocument } });
      await renderAdmin(setup, '/admin/members/3');
      const user = userEvent.setup();
      await user.click(pdfButton());
      expect(consentDocument).toHaveBeenCalledWith(3, 7);
      // Busy while it downloads: the same button, saying so, and not pressed twice.
      const busy = screen.getByRole('button', { name: `Downloading PDF: consent record of ${when()}, Day 3 embryos (Embryos)` });
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      await user.click(busy);
      expect(consentDocument).toHaveBeenCalledTimes(1);
      const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
      answer(pdf);
      await waitFor(() => expect(saved.names).toEqual(['consent-record-7.pdf']));
      expect(saved.blobs).toHaveLength(1);
      expect(saved.blobs[0]).toBe(pdf);
      expect(pdfButton()).not.toHaveAttribute('aria-disabled');
    });

    it('says which record’s PDF could not be downloaded and why, and tries again', async () => {
      const consentDocument = jest
        .fn()
        .mockRejectedValueOnce(problem(404))
        .mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
      const setup = adminSetup({ api: { consentDocument } });
      await renderAdmin(setup, '/admin/members/3');
      const user = userEvent.setup();
      await user.click(pdfButton());
      const alert = await within(screen.getByRole('region', { name: 'Consent records' })).findByRole('alert');
      expect(alert).toHaveTextContent(`The PDF of the consent record of ${when()} could not be downloaded.`);
      expect(alert).toHaveTextContent('Not found. It does not exist, or it is not at one of your clinics.');
      expect(alert).toHaveTextContent('Reference: req-1');
      expect(saved.names).toEqual([]);
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(saved.names).toEqual(['consent-record-7.pdf']));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(consentDocument).toHaveBeenCalledTimes(2);
    });
  });
});
