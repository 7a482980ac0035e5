import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationDetails } from '../../../../contract/api/member-area';
import { collectionSites, fakeAccountApi, makeAccountMember, renderAccount } from '../../support/renderWithServices';

const details: RegistrationDetails = {
  primary: {
    firstName: 'Paula',
    lastName: 'Pending',
    dateOfBirth: '1988-11-02',
    addressLine1: '5 Harbor Way',
    city: 'Boston',
    state: 'MA',
    country: 'US',
    zip: '02110',
    email: 'paula@example.com',
  },
  secondary: null,
  offsiteStorageType: 'StorageOnly',
  lockedFields: ['primary.firstName', 'primary.lastName', 'primary.dateOfBirth', 'primary.state'],
};

async function openPreempt(api = fakeAccountApi({ registrationDetails: details })) {
  const user = userEvent.setup({ delay: null });
  const rendered = await renderAccount({ path: '/info/preempt-register', api, member: makeAccountMember({ id: 77, registrationStageId: 'PEND' }) });
  const primary = within(await screen.findByRole('group', { name: 'Your details' }));
  return { user, primary, ...rendered };
}

describe('PreemptRegisterPage', () => {
  it('pre-fills the clinic’s records and shows locked fields read-only with the reason', async () => {
    const { primary, api } = await openPreempt();
    expect(api.members.registrationDetails).toHaveBeenCalledWith(77, expect.anything());
    expect(screen.getByText(/Some details come from your clinic’s records and cannot be changed here.*care@northside\.example/)).toBeInTheDocument();

    const first = primary.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Paula');
    expect(first).toHaveAttribute('readonly');
    expect(first).toHaveAccessibleDescription('From your clinic’s records: cannot be changed here.');
    expect(primary.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('11/02/1988');
    expect(primary.getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute('readonly');
    await waitFor(() => expect(primary.getByRole('textbox', { name: 'State' })).toHaveValue('Massachusetts'));

    const city = primary.getByRole('textbox', { name: 'City' });
    expect(city).toHaveValue('Boston');
    expect(city).not.toHaveAttribute('readonly');
    expect(primary.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    // No sign-in details here: the member is already signed in.
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  it('validates what is missing, completes the registration, updates the session and goes home', async () => {
    const { user, primary, api, session } = await openPreempt();
    await waitFor(() => expect(primary.getByRole('textbox', { name: 'State' })).toHaveValue('Massachusetts'));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(primary.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(api.members.completeRegistration).not.toHaveBeenCalled();

    await user.type(primary.getByRole('textbox', { name: 'Phone' }), '6175550188');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(api.members.completeRegistration).toHaveBeenCalledWith(
      77,
      {
        primary: {
          namePrefix: null,
          firstName: 'Paula',
          lastName: 'Pending',
          addressLine1: '5 Harbor Way',
          addressLine2: null,
          city: 'Boston',
          state: 'MA',
          stateOther: null,
          zip: '02110',
          country: 'US',
          phone: '+16175550188',
          email: 'paula@example.com',
          dateOfBirth: '1988-11-02',
        },
        secondary: null,
        fertPresReason: null,
        collectionSiteId: null,
        isMinor: false,
      },
      expect.objectContaining({ skipNotification: true }),
    );
    expect(session.snapshot.member?.registrationStageId).toBe('REGI');
  });

  it('keeps a partner on file, and asks the fertility-preservation reason for that plan', async () => {
    const api = fakeAccountApi({
      offsiteStorage: { offsiteStorageModel: 'B2C', fertPresEnabled: true, collectionSites },
      registrationDetails: {
        ...details,
        primary: { ...details.primary, phone: '6175550188' },
        secondary: { firstName: 'Pat', lastName: 'Pending', sameAddressAsPrimary: true, phone: '6175550199', email: 'pat@example.com', dateOfBirth: '1987-04-09' },
        offsiteStorageType: 'FertilityPreservation',
        lockedFields: ['primary.firstName', 'secondary.firstName'],
      },
    });
    const { user } = await openPreempt(api);
    const partner = within(screen.getByRole('group', { name: 'Your partner’s details' }));
    expect(partner.getByRole('textbox', { name: 'First name' })).toHaveAttribute('readonly');
    expect(partner.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('5 Harbor Way');
    expect(screen.getByRole('checkbox', { name: 'I am registering together with a partner' })).toBeDisabled();
    expect(screen.getByText('Storage plan: Fertility preservation')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(screen.getByRole('link', { name: /Reason for fertility preservation: Please choose an option/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Future personal use' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection site' }), screen.getByRole('option', { name: /^Battersea/ }));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));

    await screen.findByText('Home page');
    const [memberId, body] = api.members.completeRegistration.mock.calls[0]!;
    expect(memberId).toBe(77);
    expect(body).toMatchObject({ fertPresReason: 'FuturePersonalUse', collectionSiteId: 5 });
    expect(body.secondary).toMatchObject({ firstName: 'Pat', addressLine1: '5 Harbor Way', state: 'MA', sameAddressAsPrimary: true, dateOfBirth: '1987-04-09' });
  });

  it('reads and writes dates day first outside the United States (en-GB)', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeAccountApi({ registrationDetails: { ...details, primary: { ...details.primary, phone: '6175550188' }, lockedFields: [] } });
    await renderAccount({ path: '/info/preempt-register', api, member: makeAccountMember({ id: 77 }), locale: 'en-GB' });
    const primary = within(await screen.findByRole('group', { name: 'Your details' }));
    const dob = primary.getByRole('textbox', { name: 'Date of birth' });
    expect(dob).toHaveValue('02/11/1988');
    expect(dob).toHaveAccessibleDescription('Type it as DD/MM/YYYY.');
    await user.clear(dob);
    await user.type(dob, '31/12/1988');
    await waitFor(() => expect(primary.getByRole('combobox', { name: 'County or region' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await screen.findByText('Home page');
    expect(api.members.completeRegistration.mock.calls[0]?.[1].primary.dateOfBirth).toBe('1988-12-31');
  });
});

describe('PrintBillingHistoryPage', () => {
  it('shows the clinic logo, the member’s name and amounts in the clinic’s currency with accounting negatives', async () => {
    await renderAccount({ path: '/info/print-billing-history' });
    expect(screen.getByRole('img', { name: 'Northside Fertility' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByText(/For Carol Couple, member #42/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Billing history' });
    expect(within(table).getByText('($450.00)')).toBeInTheDocument();
    expect(within(table).getAllByText('$450.00')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });
});
