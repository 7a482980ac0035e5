import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../../src/services/http/ApiError';
import { fakeAccountApi, makeAccountMember, renderAccount } from '../../support/renderWithServices';

async function openEditor(api = fakeAccountApi()) {
  const user = userEvent.setup({ delay: null });
  const rendered = await renderAccount({ path: '/member/account', api });
  await user.click(screen.getByRole('button', { name: 'Edit details' }));
  const form = within(await screen.findByRole('group', { name: 'Edit your details' }));
  await waitFor(() => expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('MA'));
  return { user, form, ...rendered };
}

describe('AccountPage — profile', () => {
  it('shows the details, and the editor starts with them', async () => {
    const { form } = await openEditor();
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Carol');
    expect(form.getByRole('textbox', { name: 'Title (optional)' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('(617) 555-0123');
    expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(form.queryByRole('textbox', { name: 'Date of birth' })).not.toBeInTheDocument();
  });

  it('validates next to each field and does not save an invalid profile', async () => {
    const { user, form, api } = await openEditor();
    await user.clear(form.getByRole('textbox', { name: 'First name' }));
    await user.clear(form.getByRole('textbox', { name: 'E-mail' }));
    await user.type(form.getByRole('textbox', { name: 'E-mail' }), 'carol@');
    await user.clear(form.getByRole('textbox', { name: 'Phone' }));
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '555123');
    await user.clear(form.getByRole('textbox', { name: 'ZIP code' }));
    await user.type(form.getByRole('textbox', { name: 'ZIP code' }), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByRole('group', { name: 'Please correct the following before continuing' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(expect.stringContaining('Enter an e-mail address'));
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(expect.stringContaining('Enter a 10-digit phone number'));
    expect(form.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(expect.stringContaining('Enter a 5-digit ZIP code'));
    expect(api.members.updateProfile).not.toHaveBeenCalled();
  });

  it('saves every profile field with UpdateProfile and shows the answer without a reload', async () => {
    const { user, form, api, session } = await openEditor();
    await user.type(form.getByRole('textbox', { name: 'Title (optional)' }), 'Dr');
    await user.clear(form.getByRole('textbox', { name: 'Last name' }));
    await user.type(form.getByRole('textbox', { name: 'Last name' }), 'Cooper');
    await user.type(form.getByRole('textbox', { name: 'Address line 2 (optional)' }), 'Apt 4');
    await user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'New York');
    await user.clear(form.getByRole('textbox', { name: 'ZIP code' }));
    await user.type(form.getByRole('textbox', { name: 'ZIP code' }), '10001-1234');
    await user.clear(form.getByRole('textbox', { name: 'Phone' }));
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '212-555-0199');
    await user.type(form.getByRole('textbox', { name: 'Extension (optional)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(api.members.updateProfile).toHaveBeenCalledWith(
      42,
      undefined,
      {
        namePrefix: 'Dr',
        firstName: 'Carol',
        lastName: 'Cooper',
        email: 'carol.couple@example.com',
        phone: '+12125550199',
        phoneExt: '12',
        addressLine1: '12 Elm Street',
        addressLine2: 'Apt 4',
        city: 'Boston',
        state: 'NY',
        zip: '10001-1234',
        country: 'US',
      },
      '"account-1"',
      expect.objectContaining({ skipNotification: true }),
    );
    expect(screen.getByText('Dr Carol Cooper')).toBeInTheDocument();
    expect(screen.getByText('(212) 555-0199 x12')).toBeInTheDocument();
    expect(session.snapshot.member?.profile.lastName).toBe('Cooper');
  });

  it('keeps everything typed when the server refuses, with its messages next to the fields', async () => {
    const api = fakeAccountApi();
    api.members.updateProfile
      .mockRejectedValueOnce(new ApiError({ status: 400, title: 'Validation failed', errors: [{ in: 'body', pointer: '/email', detail: 'is already used by another member' }] }))
      .mockRejectedValueOnce(new ApiError({ status: 500, title: 'Server error', requestId: 'req-7' }));
    const { user, form } = await openEditor(api);
    await user.clear(form.getByRole('textbox', { name: 'City' }));
    await user.type(form.getByRole('textbox', { name: 'City' }), 'Cambridge');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const summary = await screen.findByRole('group', { name: 'Your details were not saved' });
    expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(expect.stringContaining('This was not accepted: is already used by another member'));
    expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Cambridge');
    expect(summary).toHaveTextContent('Some details were not accepted.');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Your details were not saved' })).toHaveTextContent('Reference: req-7'));
    expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Cambridge');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('a new e-mail address asks for the current password, and the page says it waits for confirmation', async () => {
    const api = fakeAccountApi();
    api.members.updateProfile.mockImplementation((_id, _token, body) =>
      Promise.resolve(makeAccountMember({ profile: { ...makeAccountMember().profile, ...body, email: 'carol.couple@example.com' }, pendingEmail: 'carol.new@example.org' })),
    );
    const { user, form } = await openEditor(api);
    const profileForm = within(screen.getByRole('form', { name: 'Edit your details' }));
    expect(profileForm.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.clear(form.getByRole('textbox', { name: 'E-mail' }));
    await user.type(form.getByRole('textbox', { name: 'E-mail' }), 'carol.new@example.org');
    const password = profileForm.getByLabelText(/^Current password/);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('enter your current password to confirm it is you'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your current password to change your e-mail address.'));
    expect(api.members.updateProfile).not.toHaveBeenCalled();

    api.members.updateProfile.mockRejectedValueOnce(
      new ApiError({ status: 400, title: 'Validation failed', errors: [{ in: 'body', pointer: '/currentPassword', detail: 'is not correct' }] }),
    );
    await user.type(password, 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(profileForm.getByLabelText(/^Current password/)).toHaveAccessibleDescription(expect.stringContaining('is not correct')));
    expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('carol.new@example.org');

    await user.clear(profileForm.getByLabelText(/^Current password/));
    await user.type(profileForm.getByLabelText(/^Current password/), 'Portal-Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/We sent a confirmation link to carol\.new@example\.org/)).toBeInTheDocument();
    expect(api.members.updateProfile).toHaveBeenLastCalledWith(
      42,
      undefined,
      expect.objectContaining({ email: 'carol.new@example.org', currentPassword: 'Portal-Demo-2026!' }),
      '"account-1"',
      expect.anything(),
    );
    expect(screen.getByText('carol.couple@example.com')).toBeInTheDocument();
  });

  it('a profile changed in another window is not overwritten: the saved values are listed, what was typed stays, and the next save is based on them', async () => {
    const api = fakeAccountApi();
    const elsewhere = makeAccountMember({ etag: '"account-2"', profile: { ...makeAccountMember().profile, phone: '6175550999', addressLine1: '1 New Road' } });
    api.members.member.mockResolvedValue(elsewhere);
    api.members.updateProfile.mockRejectedValueOnce(new ApiError({ status: 412, title: 'Changed elsewhere', kind: 'changed-elsewhere' }));
    const { user, form } = await openEditor(api);
    await user.clear(form.getByRole('textbox', { name: 'City' }));
    await user.type(form.getByRole('textbox', { name: 'City' }), 'Cambridge');
    await user.clear(form.getByRole('textbox', { name: 'Address line 1' }));
    await user.type(form.getByRole('textbox', { name: 'Address line 1' }), '5 Own Street');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const summary = await screen.findByRole('group', { name: 'Changed in another window' });
    expect(summary).toHaveTextContent('nothing was saved here');
    // Changed only elsewhere: the field now shows it. Changed on both sides: the member's entry stays.
    expect(summary).toHaveTextContent('Phone is now saved as: (617) 555-0999 (shown below)');
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('(617) 555-0999');
    expect(summary).toHaveTextContent('Address line 1 is now saved as: 1 New Road; the form keeps what you typed');
    expect(form.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('5 Own Street');
    expect(summary).not.toHaveTextContent('City is now saved');
    expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Cambridge');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.members.updateProfile).toHaveBeenCalledTimes(2));
    expect(api.members.updateProfile).toHaveBeenLastCalledWith(
      42,
      undefined,
      expect.objectContaining({ city: 'Cambridge', addressLine1: '5 Own Street', phone: '+16175550999' }),
      '"account-2"',
      expect.anything(),
    );
  });

  it('goes back to the details on cancel without saving', async () => {
    const { user, api } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
    expect(api.members.updateProfile).not.toHaveBeenCalled();
  });
});

describe('AccountPage — sign-in details', () => {
  async function openCredentials(api = fakeAccountApi()) {
    const user = userEvent.setup({ delay: null });
    const rendered = await renderAccount({ path: '/member/account', api });
    const form = within(screen.getByRole('form', { name: 'Sign-in details' }));
    return { user, form, ...rendered };
  }

  it('explains that other sessions end, and requires the current password', async () => {
    const { user, form, api } = await openCredentials();
    expect(form.getByText(/signed out on every other browser and device/)).toBeInTheDocument();
    await user.type(form.getByLabelText(/^New password/), 'a brand new secret');
    await user.type(form.getByLabelText(/^Confirm new password/), 'a brand new secret');
    await user.click(form.getByRole('button', { name: 'Update sign-in details' }));

    expect(form.getByLabelText(/^Current password/)).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(api.members.updateCredentials).not.toHaveBeenCalled();
  });

  it('changes username and password with UpdateCredentials and keeps this tab signed in with the new tokens', async () => {
    const { user, form, api, session, tokens } = await openCredentials();
    await user.type(form.getByRole('textbox', { name: 'New username (optional)' }), 'carol.c');
    await user.type(form.getByLabelText(/^New password/), 'a brand new secret');
    await user.type(form.getByLabelText(/^Confirm new password/), 'a brand new secret');
    await user.type(form.getByLabelText(/^Current password/), 'Portal-Demo-2026!');
    await user.click(form.getByRole('button', { name: 'Update sign-in details' }));

    const saved = 'Your sign-in details have been updated. Every other session has been signed out.';
    // Shown, and announced through the status region.
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(saved));
    expect(form.getAllByText(saved)).toHaveLength(2);
    expect(api.members.updateCredentials).toHaveBeenCalledWith(
      42,
      { memberId: 42, ivfCenterId: 1, password: 'Portal-Demo-2026!', userName: 'carol.couple', newUserName: 'carol.c', newPassword: 'a brand new secret' },
      expect.objectContaining({ skipErrorPolicy: true }),
    );
    expect(tokens.getRefreshToken()).toBe('new-refresh');
    expect(session.snapshot.member?.userName).toBe('carol.c');
    expect(form.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('says so next to the field when the current password is wrong (401) and keeps the session', async () => {
    const api = fakeAccountApi();
    api.members.updateCredentials.mockRejectedValueOnce(new ApiError({ status: 401, title: 'Unauthorized' }));
    const { user, form, tokens } = await openCredentials(api);
    await user.type(form.getByRole('textbox', { name: 'New username (optional)' }), 'carol.c');
    await user.type(form.getByLabelText(/^Current password/), 'not my password');
    await user.click(form.getByRole('button', { name: 'Update sign-in details' }));

    await waitFor(() => expect(form.getByLabelText(/^Current password/)).toHaveAccessibleDescription(expect.stringContaining('The current password is not correct.')));
    expect(form.getByRole('textbox', { name: 'New username (optional)' })).toHaveValue('carol.c');
    expect(tokens.getRefreshToken()).toBe('old-refresh');
  });

  it('asks for something to change', async () => {
    const { user, form, api } = await openCredentials();
    await user.type(form.getByLabelText(/^Current password/), 'Portal-Demo-2026!');
    await user.click(form.getByRole('button', { name: 'Update sign-in details' }));
    expect(form.getByRole('textbox', { name: 'New username (optional)' })).toHaveAccessibleDescription(expect.stringContaining('Enter a new username, a new password, or both.'));
    expect(api.members.updateCredentials).not.toHaveBeenCalled();
  });
});

describe('AccountPage — the language of e-mails', () => {
  it('says the one the API keeps, or the clinic’s with how to change it, and guesses nothing when the read fails', async () => {
    const api = fakeAccountApi();
    api.members.language.mockResolvedValueOnce({ locale: 'fr' });
    const first = await renderAccount({ path: '/member/account', api });
    expect(await screen.findByText('French, as you chose in the language menu.')).toBeInTheDocument();
    first.unmount();

    const clinics = await renderAccount({ path: '/member/account' });
    expect(
      await screen.findByText(
        /^American English, your clinic’s language \(e-mails about a decision you signed in another language come in that one\)\. Choose another in the language menu/,
      ),
    ).toBeInTheDocument();
    clinics.unmount();

    const failing = fakeAccountApi();
    failing.members.language.mockRejectedValueOnce(new ApiError({ status: 0, title: 'Network error' }));
    await renderAccount({ path: '/member/account', api: failing });
    expect(await screen.findByText('Could not be shown just now. Please reload the page.')).toBeInTheDocument();
    expect(screen.queryByText(/as you chose|your clinic’s language/)).not.toBeInTheDocument();
  });
});

describe('AccountPage — read-only and billing', () => {
  it('shows the same information with no way to change anything on the read-only route', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAccount({ path: '/member/member-account-read-only', member: makeAccountMember({ isReadOnly: true }) });
    expect(screen.getByText(/can be viewed but not changed/)).toBeInTheDocument();
    expect(screen.getByText('Carol Couple')).toBeInTheDocument();
    expect(screen.getByText('carol.couple@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign-in details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await screen.findByRole('table', { name: 'Billing history' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add or replace a payment method' })).not.toBeInTheDocument();
    // Only the history's sort buttons: viewing, not changing.
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Date', 'Amount']);
  });

  it('opens billing with T=B: balance, payment method, the place for the payment form, history and the print link', async () => {
    await renderAccount({ path: '/member/account?T=B', member: makeAccountMember({ billingBalance: -12.5 }) });
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('($12.50)')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242, expires 09/29')).toBeInTheDocument();
    const place = screen.getByRole('region', { name: 'Add or replace a payment method' });
    expect(within(place).getByText('You can add or replace your payment method here.')).toBeInTheDocument();
    expect(within(place).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(place).queryByRole('button')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Billing history' });
    expect(within(table).getByText('($450.00)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Printable version' })).toHaveAttribute('href', '/info/print-billing-history');
  });
});
